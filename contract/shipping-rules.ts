// The texts the product page's delivery check needs, apart from the schemas so zod stays out of its first load.
export const SHIPPING_MESSAGES = {
  pincode: "Please enter a valid 6-digit pincode",
  product: "Product not found",
  notServiceable: (pincode: string) =>
    `Our courier does not deliver to pincode ${pincode} yet. Please choose another address.`,
  unavailable: "We could not check delivery just now. Please try again in a minute.",
  noPickupPincode: "This listing has no pickup pincode, so we cannot estimate delivery for it yet.",
};
