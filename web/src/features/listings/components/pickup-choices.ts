import type { SavedAddress } from "@contract/addresses";
import type { OwnerProduct } from "@contract/products";
import type { PickupAddress } from "./address-fields";

/** How many addresses the listing form offers in one tap: a seller rarely has more homes or shops than this. */
const MAX_CHOICES = 6;

const sameAddress = (a: PickupAddress, b: PickupAddress) =>
  a.addressLine1.trim().toLowerCase() === b.addressLine1.trim().toLowerCase() && a.pincode === b.pincode;

/**
 * The pickup addresses the listing form offers: the seller's saved addresses (the default first, as the server lists
 * them), then the pickup addresses of their own earlier listings, newest first, each address once. Without the
 * second, a seller who had never bought anything retyped the same address for every listing.
 */
export function pickupChoices(saved: readonly SavedAddress[], listings: readonly OwnerProduct[]): PickupAddress[] {
  const choices: PickupAddress[] = [];
  const offer = (address: PickupAddress) => {
    if (choices.length < MAX_CHOICES && !choices.some((c) => sameAddress(c, address))) choices.push(address);
  };
  for (const a of saved)
    offer({
      addressLine1: a.line1,
      addressLine2: a.line2 ?? "",
      landmark: a.landmark ?? "",
      pincode: a.pincode,
      city: a.city,
      state: a.state,
    });
  const newestFirst = [...listings].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const p of newestFirst)
    if (p.addressLine1 && p.pincode && p.city && p.state)
      offer({
        addressLine1: p.addressLine1,
        addressLine2: p.addressLine2 ?? "",
        landmark: p.landmark ?? "",
        pincode: p.pincode,
        city: p.city,
        state: p.state,
      });
  return choices;
}
