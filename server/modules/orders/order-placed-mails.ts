import type { Language } from "@contract/language";
import { formatRupees } from "@contract/money-format";
import { notificationLinks, orderIdOfLink } from "@contract/notifications";
import { formatOrderNumber } from "@contract/order-number";
import { formatDeadlineIST } from "@contract/orders";
import type { Db } from "../../db/client";
import type { OwnMail, Outgoing } from "../notifications";
import { acceptDeadline, totalPaid } from "./order-views";
import * as repo from "./orders-repo";

/** The order's figures as charged (whole rupees, stored on the order at payment), its item and the reader's name. */
interface Placed {
  name: string;
  number: string;
  title: string;
  finalPrice: number;
  buyerFee: number;
  deliveryCharge: number;
  couponDiscount: number;
  total: number;
  deadline: Date;
}

/** The amounts lines of the receipt, as the order page shows them (price-details.tsx). */
function amounts(
  p: Placed,
  words: { product: string; fees: string; delivery: string; free: string; coupon: string; total: string },
) {
  return [
    `${words.product}: ${formatRupees(p.finalPrice)}`,
    `${words.fees}: ${formatRupees(p.buyerFee)}`,
    `${words.delivery}: ${p.deliveryCharge === 0 ? words.free : formatRupees(p.deliveryCharge)}`,
    ...(p.couponDiscount > 0 ? [`${words.coupon}: −${formatRupees(p.couponDiscount)}`] : []),
    `${words.total}: ${formatRupees(p.total)}`,
  ];
}

/** The buyer's payment receipt, in each language its reader may read (decision 0046). */
const RECEIPT: Record<Language, (p: Placed) => Omit<OwnMail, "link"> & { label: string }> = {
  en: (p) => ({
    subject: `Payment received for order ${p.number}`,
    lines: [
      `Hi ${p.name || "there"},`,
      `Thank you: your payment for "${p.title}" is received, and order ${p.number} is placed.`,
      ...amounts(p, {
        product: "Product Price",
        fees: "Platform Fees",
        delivery: "Delivery Charges",
        free: "Free",
        coupon: "Coupon Discount",
        total: "Total Paid",
      }),
      `What happens next: the seller has until ${formatDeadlineIST(p.deadline)} (IST) to accept the order, then hands it to the courier; we tell you at each step. If the seller does not accept in time, the order is cancelled and ${formatRupees(p.total)} is refunded to you.`,
    ],
    label: "Open the order",
  }),
  hi: (p) => ({
    subject: `ऑर्डर ${p.number} का पेमेंट मिल गया`,
    lines: [
      p.name ? `नमस्ते ${p.name},` : "नमस्ते,",
      `धन्यवाद: "${p.title}" के लिए आपका पेमेंट मिल गया है और ऑर्डर ${p.number} हो गया है।`,
      ...amounts(p, {
        product: "प्रोडक्ट की कीमत",
        fees: "प्लेटफ़ॉर्म फ़ीस",
        delivery: "डिलीवरी चार्ज",
        free: "मुफ़्त",
        coupon: "कूपन डिस्काउंट",
        total: "कुल पेमेंट",
      }),
      `आगे क्या होगा: विक्रेता के पास ${formatDeadlineIST(p.deadline, "hi")} (IST) तक ऑर्डर स्वीकार करने का समय है, फिर वह इसे कूरियर को देगा; हर कदम पर हम आपको बताएँगे। अगर विक्रेता समय पर स्वीकार नहीं करता, तो ऑर्डर रद्द हो जाएगा और ${formatRupees(p.total)} आपको रिफ़ंड हो जाएँगे।`,
    ],
    label: "ऑर्डर खोलें",
  }),
};

/** The seller's new-order mail: the item, its price and the deadline to accept, in IST. */
const NEW_ORDER: Record<Language, (p: Placed) => Omit<OwnMail, "link"> & { label: string }> = {
  en: (p) => ({
    subject: `New order ${p.number}: accept by ${formatDeadlineIST(p.deadline)} (IST)`,
    lines: [
      `Hi ${p.name || "there"},`,
      `"${p.title}" was bought for ${formatRupees(p.finalPrice)} (order ${p.number}).`,
      `Accept it by ${formatDeadlineIST(p.deadline)} (IST), or the sale is cancelled and the buyer is refunded.`,
    ],
    label: "Accept the order",
  }),
  hi: (p) => ({
    subject: `नया ऑर्डर ${p.number}: ${formatDeadlineIST(p.deadline, "hi")} (IST) तक स्वीकार करें`,
    lines: [
      p.name ? `नमस्ते ${p.name},` : "नमस्ते,",
      `"${p.title}" ${formatRupees(p.finalPrice)} में खरीदा गया है (ऑर्डर ${p.number})।`,
      `${formatDeadlineIST(p.deadline, "hi")} (IST) तक स्वीकार करें, नहीं तो बिक्री रद्द हो जाएगी और खरीदार को रिफ़ंड मिल जाएगा।`,
    ],
    label: "ऑर्डर स्वीकार करें",
  }),
};

/**
 * The mail of an `order_placed` notification (decision 0048), written when its e-mail delivery is sent: the buyer's
 * payment receipt or the seller's new-order mail, by who the notification is for, in the language it was written in.
 * Both always go (no unsubscribe): the e-mail channel asks for them through `ownMails`. Undefined for a notification
 * that names no order of its reader's.
 */
export async function orderPlacedMail(db: Db, outgoing: Outgoing): Promise<OwnMail | undefined> {
  const orderId = orderIdOfLink(outgoing.link);
  const order = orderId ? await repo.findOrder(db, orderId) : undefined;
  if (!order) return undefined;
  const side = order.buyerId === outgoing.userId ? RECEIPT : order.sellerId === outgoing.userId ? NEW_ORDER : undefined;
  if (!side) return undefined;
  const [listing, reader] = await Promise.all([
    repo.findListingOwner(db, order.productId),
    repo.findSellerContact(db, outgoing.userId),
  ]);
  const { label, ...mail } = side[outgoing.language]({
    name: reader?.fullName.split(" ")[0] ?? "",
    number: formatOrderNumber(order.orderNumber),
    title: listing?.title ?? "your item",
    finalPrice: order.finalPrice,
    buyerFee: order.buyerFee,
    deliveryCharge: order.deliveryCharge,
    couponDiscount: order.couponDiscount,
    total: totalPaid(order),
    deadline: acceptDeadline(order),
  });
  return { ...mail, link: { path: notificationLinks.order(order.id), label } };
}
