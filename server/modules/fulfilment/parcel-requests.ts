import { deliveryLineParts } from "@contract/checkout";
import type { Tx } from "../../db/client";
import { parcelOnCourier, shippingFacts } from "../orders";
import { parcelSizeFor, requestShipment, type ShipmentRequest } from "../shipping";

/** Written on the courier's forms when a seller's account has no e-mail the courier may use. */
const PLATFORM_EMAIL = "orders@dobara.in";

/**
 * What the courier carries for an order: the seller's side (the listing's pickup address with the seller's name and
 * mobile) and the buyer's (the delivery address with the recipient's name and phone), declared at the price, sized
 * by the category's parcel size as it stands now (an admin's edit applies to the next booking).
 */
async function shipmentRequestOf(tx: Tx, orderId: string, reference: (orderNumber: number) => string) {
  const f = await shippingFacts(tx, orderId);
  const buyer = deliveryLineParts(f.deliveryAddress);
  const seller = {
    name: f.sellerName,
    phone: f.sellerMobile,
    email: f.sellerEmail || PLATFORM_EMAIL,
    address: f.addressLine1 ?? "",
    address2: [f.addressLine2, f.landmark].filter(Boolean).join(", "),
    city: f.city ?? "",
    state: f.state ?? "",
    pincode: f.pincode ?? "",
  };
  const request: ShipmentRequest = {
    reference: reference(f.orderNumber),
    orderedAt: f.createdAt.toISOString(),
    sellerId: f.sellerId,
    pickup: seller,
    to: {
      name: buyer?.name ?? f.buyerName,
      phone: buyer?.phone ?? f.buyerMobile,
      email: f.buyerEmail || PLATFORM_EMAIL,
      address: buyer?.address ?? f.deliveryAddress,
      address2: "",
      city: buyer?.city ?? "",
      state: buyer?.state ?? "",
      pincode: buyer?.pincode ?? "",
    },
    item: { name: f.title.slice(0, 100), sku: `P-${f.productId.slice(0, 8)}`, priceRupees: f.finalPrice },
    size: await parcelSizeFor(tx, f.category),
  };
  return request;
}

/**
 * Asks for the order's parcel to be booked (in the accept's transaction). Answers the shipment's id, for the caller
 * to book once its transaction has committed.
 */
export async function askForShipment(tx: Tx, orderId: string) {
  const request = await shipmentRequestOf(tx, orderId, String);
  return (await requestShipment(tx, { orderId, kind: "forward", request })).id;
}

/**
 * A return's own order id at the courier: the forward parcel holds the order number, and the courier refuses a
 * taken id on a return (docs/providers/shiprocket.md), so the return pickup is the order number with an R.
 */
const returnReference = (orderNumber: number) => `${orderNumber}R`;

/**
 * Asks for the return pickup of an approved return (in the approval's transaction): collected from the buyer's
 * delivery address, carried back to the listing's pickup address and the seller. Answers the shipment's id, or
 * nothing when the order's parcel went by hand.
 */
export async function askForReturnPickup(tx: Tx, orderId: string) {
  // A parcel delivered without the courier (none booked, or taken off it by an admin) comes back the same way.
  if (!(await parcelOnCourier(tx, orderId))) return undefined;
  const forward = await shipmentRequestOf(tx, orderId, returnReference);
  const request: ShipmentRequest = { ...forward, from: forward.to, to: forward.pickup };
  return (await requestShipment(tx, { orderId, kind: "return", request })).id;
}
