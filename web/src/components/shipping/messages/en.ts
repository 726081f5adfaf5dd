/** The delivery estimate's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "shipping.notServiceable": "Our courier does not deliver to pincode {pincode} yet. Please choose another address.",
} as const satisfies Record<string, string>;

export default en;
