import { deliveryLineParts } from "@contract/checkout";
import type { Tx } from "../../db/client";
import { parcelSizeFor, requestShipment, type ShipmentRequest } from "../shipping";
import * as repo from "./orders-repo";

/** Written on the courier's forms when a seller's account has no e-mail the courier may use. */
const PLATFORM_EMAIL = "orders@dobara.in";

/**
 * Asks for the order's parcel to be booked (in the accept's transaction): from the listing's pickup address with the
 * seller's name and mobile, to the buyer's delivery address with the recipient's name and phone, declared at the
 * price. Answers the shipment's id, for the caller to book once its transaction has committed.
 */
export async function askForShipment(tx: Tx, orderId: string) {
  const f = (await repo.findShippingFacts(tx, orderId))!;
  const to = deliveryLineParts(f.deliveryAddress);
  const request: ShipmentRequest = {
    reference: String(f.orderNumber),
    orderedAt: f.createdAt.toISOString(),
    sellerId: f.sellerId,
    pickup: {
      name: f.sellerName,
      phone: f.sellerMobile,
      email: f.sellerEmail || PLATFORM_EMAIL,
      address: f.addressLine1 ?? "",
      address2: [f.addressLine2, f.landmark].filter(Boolean).join(", "),
      city: f.city ?? "",
      state: f.state ?? "",
      pincode: f.pincode ?? "",
    },
    to: {
      name: to?.name ?? f.buyerName,
      phone: to?.phone ?? f.buyerMobile,
      email: f.buyerEmail || PLATFORM_EMAIL,
      address: to?.address ?? f.deliveryAddress,
      address2: "",
      city: to?.city ?? "",
      state: to?.state ?? "",
      pincode: to?.pincode ?? "",
    },
    item: { name: f.title.slice(0, 100), sku: `P-${f.productId.slice(0, 8)}`, priceRupees: f.finalPrice },
    size: await parcelSizeFor(tx, f.category),
  };
  return (await requestShipment(tx, { orderId, kind: "forward", request })).id;
}
