import type { Language } from "@contract/language";
import type { NotificationType } from "../../db/schema/notifications";
import { hindiText } from "@contract/messages-hi";
import { formatRupees } from "@contract/money-format";
import { formatDeadlineIST } from "@contract/orders";
import { formatOrderNumber } from "@contract/order-number";

/**
 * What people are told in the bell, per kind, in each language (decision 0046, docs/hindi-glossary.md). A notification
 * is written once, when it is created, in its recipient's language (users.language); the stored row keeps that text.
 * Staff notifications (admins) are written in English where they are created and do not come through here.
 */
export interface Written {
  title: string;
  message: string;
}

/** An order (or the order a payout or return belongs to), named by its number and the item by its title. */
export interface OrderRef {
  orderNumber: number;
  title: string;
}

export type OrderStep = "confirmed" | "picked_up" | "out_for_delivery";
export type CancelledBy = "buyer" | "admin" | "deadline" | "courier";
export type ReturnReasonKey = "dont_want_anymore" | "received_faulty" | "wrong_size" | "other";
export type ReturnDecisionKey = "refund_full" | "refund_less_fee" | "refuse";

const ref = (o: OrderRef) => `order ${formatOrderNumber(o.orderNumber)} ("${o.title}")`;
const refHi = (o: OrderRef) => `ऑर्डर ${formatOrderNumber(o.orderNumber)} ("${o.title}")`;

/** The Indian long date the pages show: 2026-11-30 -> 30 November 2026 (30 नवंबर 2026 in Hindi). */
const longDate = (isoDate: string, locale: "en-IN" | "hi-IN") =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** A deadline in IST in Hindi: "27 नवंबर, 2:05 pm". */
export const deadlineHi = (at: string | Date) => formatDeadlineIST(at, "hi");

const STEP_TITLE: Record<OrderStep, Written["title"]> = {
  confirmed: "Order confirmed",
  picked_up: "Order picked up",
  out_for_delivery: "Out for delivery",
};
const STEP_WORDS: Record<OrderStep, string> = {
  confirmed: "has been confirmed and will be picked up from the seller soon",
  picked_up: "has been picked up from the seller",
  out_for_delivery: "is out for delivery",
};
const STEP_TITLE_HI: Record<OrderStep, string> = {
  confirmed: "ऑर्डर कन्फ़र्म हो गया",
  picked_up: "ऑर्डर पिकअप हो गया",
  out_for_delivery: "डिलीवरी के लिए निकला",
};
const STEP_WORDS_HI: Record<OrderStep, string> = {
  confirmed: "कन्फ़र्म हो गया है और जल्द ही विक्रेता से पिकअप होगा",
  picked_up: "विक्रेता से पिकअप हो गया है",
  out_for_delivery: "डिलीवरी के लिए निकल चुका है",
};

const CANCELLED_BUYER_WHY: Record<Language, Record<CancelledBy, string>> = {
  en: {
    deadline: "the seller did not confirm it within 48 hours",
    admin: "it was cancelled by Dobara support",
    courier: "the courier could not deliver it and returned it to the seller",
    buyer: "you cancelled it",
  },
  hi: {
    deadline: "विक्रेता ने 48 घंटे में इसे कन्फ़र्म नहीं किया",
    admin: "Dobara सहायता टीम ने इसे रद्द किया",
    courier: "कूरियर इसे डिलीवर नहीं कर सका और विक्रेता को लौटा दिया",
    buyer: "आपने इसे रद्द किया",
  },
};
const CANCELLED_SELLER_WHY: Record<Language, Record<CancelledBy, string>> = {
  en: {
    deadline: "you did not accept it within 48 hours",
    admin: "it was cancelled by Dobara support",
    courier: "the courier could not deliver it and has returned it to you",
    buyer: "the buyer cancelled it",
  },
  hi: {
    deadline: "आपने 48 घंटे में इसे स्वीकार नहीं किया",
    admin: "Dobara सहायता टीम ने इसे रद्द किया",
    courier: "कूरियर इसे डिलीवर नहीं कर सका और आपको लौटा दिया है",
    buyer: "खरीदार ने इसे रद्द किया",
  },
};

const REASON_WORDS: Record<Language, Record<ReturnReasonKey, string>> = {
  en: {
    dont_want_anymore: "they no longer want it",
    received_faulty: "received faulty",
    wrong_size: "wrong size",
    other: "another reason",
  },
  hi: {
    dont_want_anymore: "अब नहीं चाहिए",
    received_faulty: "खराब मिला",
    wrong_size: "साइज़ गलत है",
    other: "कोई और वजह",
  },
};

const refundWords = (refund: number) =>
  refund > 0
    ? `A refund of ${formatRupees(refund)} is on its way.`
    : "After the return fee there is nothing to refund.";
const refundWordsHi = (refund: number) =>
  refund > 0 ? `${formatRupees(refund)} का रिफ़ंड भेजा जा रहा है।` : "रिटर्न फ़ीस कटने के बाद रिफ़ंड के लिए कुछ नहीं बचा।";

const DECIDED_FOR_BUYER: Record<Language, Record<ReturnDecisionKey, (refund: number) => string>> = {
  en: {
    refund_full: (refund) => `Dobara decided your return in your favour. ${refundWords(refund)}`,
    refund_less_fee: (refund) => `Dobara decided to refund you less the return fee. ${refundWords(refund)}`,
    refuse: () =>
      "Dobara decided the item does not qualify for a refund; Dobara support will arrange to send it back to you at our cost.",
  },
  hi: {
    refund_full: (refund) => `Dobara ने आपके रिटर्न पर आपके पक्ष में फ़ैसला किया। ${refundWordsHi(refund)}`,
    refund_less_fee: (refund) => `Dobara ने रिटर्न फ़ीस काटकर रिफ़ंड देने का फ़ैसला किया। ${refundWordsHi(refund)}`,
    refuse: () =>
      "Dobara के फ़ैसले के अनुसार यह सामान रिफ़ंड के लायक नहीं है; Dobara सहायता टीम इसे हमारे खर्च पर आपको वापस भिजवाएगी।",
  },
};
const DECIDED_FOR_SELLER: Record<Language, Record<ReturnDecisionKey, string>> = {
  en: {
    refund_full: "Dobara decided for the buyer: they are refunded and there is no payout for this order.",
    refund_less_fee: "Dobara refunded the buyer less the return fee; there is no payout for this order.",
    refuse:
      "Dobara decided in your favour: the buyer is not refunded and your payout becomes due. The item goes back to the buyer at Dobara's cost.",
  },
  hi: {
    refund_full: "Dobara ने खरीदार के पक्ष में फ़ैसला किया: उन्हें रिफ़ंड मिलेगा और इस ऑर्डर का पेआउट नहीं होगा।",
    refund_less_fee: "Dobara ने रिटर्न फ़ीस काटकर खरीदार को रिफ़ंड दिया; इस ऑर्डर का पेआउट नहीं होगा।",
    refuse:
      "Dobara ने आपके पक्ष में फ़ैसला किया: खरीदार को रिफ़ंड नहीं मिलेगा और आपका पेआउट बकाया हो जाएगा। सामान Dobara के खर्च पर खरीदार को वापस जाएगा।",
  },
};

/** The admin's reason may or may not end a sentence; a further sentence follows it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const sentenceHi = (text: string) => (/[.!?।]$/.test(text) ? text : `${text}।`);
const EDIT_WITHDRAWN = " Your edit that was awaiting approval has been withdrawn.";
const EDIT_WITHDRAWN_HI = " मंज़ूरी के इंतज़ार में रखा आपका बदलाव वापस ले लिया गया है।";

type Template<P> = Record<Language, (p: P) => Written>;
const template = <P>(t: Template<P>) => t;

export const NOTIFICATION_TEXTS = {
  // Offers (docs/product.md#offers).
  offerReceived: template<{ buyer: string; amount: number; title: string }>({
    en: (p) => ({
      title: "New offer received",
      message: `${p.buyer} offered ${formatRupees(p.amount)} for "${p.title}".`,
    }),
    hi: (p) => ({
      title: "नया ऑफ़र मिला",
      message: `${p.buyer} ने "${p.title}" के लिए ${formatRupees(p.amount)} का ऑफ़र दिया।`,
    }),
  }),
  offerExpiredForBuyer: template<{ title: string }>({
    en: (p) => ({
      title: "Offer expired",
      message: `Your offer on "${p.title}" expired: it was not completed within 48 hours.`,
    }),
    hi: (p) => ({
      title: "ऑफ़र की समय-सीमा खत्म",
      message: `"${p.title}" पर आपके ऑफ़र की समय-सीमा खत्म हो गई: यह 48 घंटे में पूरा नहीं हुआ।`,
    }),
  }),
  offerExpiredForSeller: template<{ title: string }>({
    en: (p) => ({
      title: "Offer expired",
      message: `An offer on "${p.title}" expired: it was not completed within 48 hours.`,
    }),
    hi: (p) => ({
      title: "ऑफ़र की समय-सीमा खत्म",
      message: `"${p.title}" पर आए एक ऑफ़र की समय-सीमा खत्म हो गई: यह 48 घंटे में पूरा नहीं हुआ।`,
    }),
  }),
  offerAccepted: template<{ amount: number; title: string }>({
    en: (p) => ({
      title: "Offer accepted",
      message: `Your offer of ${formatRupees(p.amount)} for "${p.title}" was accepted. Pay within 48 hours to buy it.`,
    }),
    hi: (p) => ({
      title: "ऑफ़र स्वीकार हुआ",
      message: `"${p.title}" के लिए आपका ${formatRupees(p.amount)} का ऑफ़र स्वीकार हो गया। इसे खरीदने के लिए 48 घंटे में पेमेंट करें।`,
    }),
  }),
  offerRejected: template<{ amount: number; title: string }>({
    en: (p) => ({
      title: "Offer rejected",
      message: `Your offer of ${formatRupees(p.amount)} for "${p.title}" was not accepted.`,
    }),
    hi: (p) => ({
      title: "ऑफ़र अस्वीकार हुआ",
      message: `"${p.title}" के लिए आपका ${formatRupees(p.amount)} का ऑफ़र स्वीकार नहीं हुआ।`,
    }),
  }),
  offerCountered: template<{ amount: number; counter: number; title: string }>({
    en: (p) => ({
      title: "Counter offer received",
      message: `The seller countered your offer of ${formatRupees(p.amount)} for "${p.title}" with ${formatRupees(p.counter)}.`,
    }),
    hi: (p) => ({
      title: "काउंटर ऑफ़र मिला",
      message: `"${p.title}" के लिए आपके ${formatRupees(p.amount)} के ऑफ़र पर विक्रेता ने ${formatRupees(p.counter)} का काउंटर ऑफ़र दिया।`,
    }),
  }),
  counterAccepted: template<{ buyer: string; counter: number; title: string }>({
    en: (p) => ({
      title: "Counter offer accepted",
      message: `${p.buyer} accepted your counter offer of ${formatRupees(p.counter)} for "${p.title}".`,
    }),
    hi: (p) => ({
      title: "काउंटर ऑफ़र स्वीकार हुआ",
      message: `${p.buyer} ने "${p.title}" के लिए आपका ${formatRupees(p.counter)} का काउंटर ऑफ़र स्वीकार कर लिया।`,
    }),
  }),
  counterDeclined: template<{ buyer: string; counter: number; title: string }>({
    en: (p) => ({
      title: "Counter offer declined",
      message: `${p.buyer} declined your counter offer of ${formatRupees(p.counter)} for "${p.title}".`,
    }),
    hi: (p) => ({
      title: "काउंटर ऑफ़र अस्वीकार हुआ",
      message: `${p.buyer} ने "${p.title}" के लिए आपका ${formatRupees(p.counter)} का काउंटर ऑफ़र अस्वीकार कर दिया।`,
    }),
  }),
  offerEndedWithListing: template<{ title: string; sold: boolean }>({
    en: (p) => ({
      title: p.sold ? "Listing sold" : "Listing no longer available",
      message: `Your offer on "${p.title}" has ended: the listing ${p.sold ? "has been sold" : "is no longer available"}.`,
    }),
    hi: (p) => ({
      title: p.sold ? "लिस्टिंग बिक गई" : "लिस्टिंग अब उपलब्ध नहीं है",
      message: `"${p.title}" पर आपका ऑफ़र खत्म हो गया: लिस्टिंग ${p.sold ? "बिक चुकी है" : "अब उपलब्ध नहीं है"}।`,
    }),
  }),
  offerWithdrawn: template<{ buyer: string; amount: number; title: string }>({
    en: (p) => ({
      title: "Offer withdrawn",
      message: `${p.buyer} withdrew their offer of ${formatRupees(p.amount)} for "${p.title}".`,
    }),
    hi: (p) => ({
      title: "ऑफ़र वापस लिया गया",
      message: `${p.buyer} ने "${p.title}" के लिए अपना ${formatRupees(p.amount)} का ऑफ़र वापस ले लिया।`,
    }),
  }),

  // Listings decided by an admin (docs/product.md#listings).
  listingApproved: template<{ title: string }>({
    en: (p) => ({ title: "Your listing is live", message: `"${p.title}" was approved and is now visible to buyers.` }),
    hi: (p) => ({
      title: "आपकी लिस्टिंग लाइव है",
      message: `"${p.title}" को मंज़ूरी मिल गई और अब यह खरीदारों को दिख रही है।`,
    }),
  }),
  listingRejected: template<{ title: string; reason: string }>({
    en: (p) => ({ title: "Listing not approved", message: `"${p.title}" was not approved: ${p.reason}` }),
    hi: (p) => ({ title: "लिस्टिंग को मंज़ूरी नहीं मिली", message: `"${p.title}" को मंज़ूरी नहीं मिली: ${p.reason}` }),
  }),
  listingNeedsEdit: template<{ title: string; editRequests: string }>({
    en: (p) => ({ title: "Changes needed on your listing", message: `Please update "${p.title}": ${p.editRequests}` }),
    hi: (p) => ({
      title: "आपकी लिस्टिंग में बदलाव ज़रूरी हैं",
      message: `कृपया "${p.title}" अपडेट करें: ${p.editRequests}`,
    }),
  }),
  listingDelisted: template<{ title: string; reason?: string; editWithdrawn: boolean }>({
    en: (p) => ({
      title: "Listing taken down for review",
      message: `${sentence(`"${p.title}" is no longer visible to buyers${p.reason ? `: ${p.reason}` : ""}`)}${p.editWithdrawn ? EDIT_WITHDRAWN : ""}`,
    }),
    hi: (p) => ({
      title: "जाँच के लिए लिस्टिंग हटाई गई",
      message: `${sentenceHi(`"${p.title}" अब खरीदारों को नहीं दिख रही${p.reason ? `: ${p.reason}` : ""}`)}${p.editWithdrawn ? EDIT_WITHDRAWN_HI : ""}`,
    }),
  }),
  listingMarkedSold: template<{ title: string; editWithdrawn: boolean }>({
    en: (p) => ({
      title: "Listing marked as sold",
      message: `"${p.title}" is marked as sold.${p.editWithdrawn ? EDIT_WITHDRAWN : ""}`,
    }),
    hi: (p) => ({
      title: "लिस्टिंग बिकी हुई मार्क की गई",
      message: `"${p.title}" को बिका हुआ मार्क किया गया है।${p.editWithdrawn ? EDIT_WITHDRAWN_HI : ""}`,
    }),
  }),
  listingEditApproved: template<{ title: string }>({
    en: (p) => ({
      title: "Your changes are live",
      message: `Your changes to "${p.title}" were approved and are now live.`,
    }),
    hi: (p) => ({
      title: "आपके बदलाव लाइव हैं",
      message: `"${p.title}" में आपके बदलावों को मंज़ूरी मिल गई और अब वे लाइव हैं।`,
    }),
  }),
  listingEditRejected: template<{ title: string; reason: string }>({
    en: (p) => ({
      title: "Your changes were not approved",
      message: `Your changes to "${p.title}" were not approved: ${p.reason}. The listing stays live as it was.`,
    }),
    hi: (p) => ({
      title: "आपके बदलावों को मंज़ूरी नहीं मिली",
      message: `"${p.title}" में आपके बदलावों को मंज़ूरी नहीं मिली: ${p.reason}। लिस्टिंग पहले जैसी लाइव रहेगी।`,
    }),
  }),
  listingRemoved: template<{ title: string; reason?: string }>({
    en: (p) => ({
      title: "Listing removed",
      message: `"${p.title}" was removed from Dobara${p.reason ? `: ${p.reason}` : "."}`,
    }),
    hi: (p) => ({
      title: "लिस्टिंग हटा दी गई",
      message: `"${p.title}" को Dobara से हटा दिया गया${p.reason ? `: ${p.reason}` : "।"}`,
    }),
  }),

  // Orders (docs/product.md#orders).
  orderPlacedForBuyer: template<OrderRef & { amount: number }>({
    en: (p) => ({
      title: "Order placed",
      message: `Your payment of ${formatRupees(p.amount)} for "${p.title}" succeeded and your order ${formatOrderNumber(p.orderNumber)} is placed.`,
    }),
    hi: (p) => ({
      title: "ऑर्डर हो गया",
      message: `"${p.title}" के लिए आपका ${formatRupees(p.amount)} का पेमेंट हो गया और आपका ऑर्डर ${formatOrderNumber(p.orderNumber)} प्लेस हो गया है।`,
    }),
  }),
  orderPlacedForSeller: template<OrderRef>({
    en: (p) => ({
      title: "New order",
      message: `"${p.title}" was bought (order ${formatOrderNumber(p.orderNumber)}). Accept the order from your dashboard within 48 hours.`,
    }),
    hi: (p) => ({
      title: "नया ऑर्डर",
      message: `"${p.title}" खरीदा गया (ऑर्डर ${formatOrderNumber(p.orderNumber)})। 48 घंटे के अंदर अपने डैशबोर्ड से ऑर्डर स्वीकार करें।`,
    }),
  }),
  acceptReminder: template<OrderRef & { hoursLeft: number; deadline: string | Date }>({
    en: (p) => ({
      title: `Accept order #${p.orderNumber}: ${p.hoursLeft} hours left`,
      message: `"${p.title}" was bought and is waiting for you. Accept by ${formatDeadlineIST(p.deadline)} or the sale is cancelled, and the buyer is refunded.`,
    }),
    hi: (p) => ({
      title: `ऑर्डर #${p.orderNumber} स्वीकार करें: ${p.hoursLeft} घंटे बाकी`,
      message: `"${p.title}" खरीदा गया है और आपका इंतज़ार कर रहा है। ${deadlineHi(p.deadline)} तक स्वीकार करें, नहीं तो बिक्री रद्द हो जाएगी और खरीदार को रिफ़ंड मिल जाएगा।`,
    }),
  }),
  paymentRefunding: template<{ amount: number; title: string; why: string }>({
    en: (p) => ({ title: "Payment being refunded", message: `${formatRupees(p.amount)} for "${p.title}": ${p.why}` }),
    hi: (p) => ({
      title: "पेमेंट रिफ़ंड हो रहा है",
      message: `"${p.title}" के लिए ${formatRupees(p.amount)}: ${hindiText(p.why)}`,
    }),
  }),
  refundSent: template<{ amount: number; title: string }>({
    en: (p) => ({
      title: "Refund sent",
      message: `${formatRupees(p.amount)}${p.title ? ` for "${p.title}"` : ""} has been refunded to the card, UPI or bank account you paid with. Banks usually show it within 5-7 working days.`,
    }),
    hi: (p) => ({
      title: "रिफ़ंड भेज दिया गया",
      message: `${p.title ? `"${p.title}" के लिए ` : ""}${formatRupees(p.amount)} उसी कार्ड, UPI या बैंक खाते में रिफ़ंड कर दिए गए हैं जिससे आपने पेमेंट किया था। बैंक में आम तौर पर 5-7 कामकाजी दिनों में दिखते हैं।`,
    }),
  }),
  orderStep: template<OrderRef & { step: OrderStep }>({
    en: (p) => ({ title: STEP_TITLE[p.step], message: `Your ${ref(p)} ${STEP_WORDS[p.step]}.` }),
    hi: (p) => ({ title: STEP_TITLE_HI[p.step], message: `आपका ${refHi(p)} ${STEP_WORDS_HI[p.step]}।` }),
  }),
  orderDelivered: template<OrderRef>({
    en: (p) => ({
      title: "Order delivered",
      message: `Your ${ref(p)} has been delivered. If something is wrong, you can ask for a return within 48 hours. How was the seller? Rate them to help other buyers.`,
    }),
    hi: (p) => ({
      title: "ऑर्डर डिलीवर हो गया",
      message: `आपका ${refHi(p)} डिलीवर हो गया है। कुछ गड़बड़ हो तो आप 48 घंटे के अंदर रिटर्न माँग सकते हैं। विक्रेता कैसा रहा? दूसरे खरीदारों की मदद के लिए रेटिंग दें।`,
    }),
  }),
  orderDeliveredForSeller: template<OrderRef>({
    en: (p) => ({
      title: "Order delivered",
      message: `Your ${ref(p)} reached the buyer. How was the buyer? Rate them to help other sellers.`,
    }),
    hi: (p) => ({
      title: "ऑर्डर डिलीवर हो गया",
      message: `आपका ${refHi(p)} खरीदार तक पहुँच गया। खरीदार कैसा रहा? दूसरे विक्रेताओं की मदद के लिए रेटिंग दें।`,
    }),
  }),
  deliveryDate: template<OrderRef & { date: string }>({
    en: (p) => ({
      title: "Expected delivery date",
      message: `Your ${ref(p)} is expected to arrive by ${longDate(p.date, "en-IN")}.`,
    }),
    hi: (p) => ({
      title: "डिलीवरी की अनुमानित तारीख",
      message: `आपका ${refHi(p)} ${longDate(p.date, "hi-IN")} तक पहुँचने की उम्मीद है।`,
    }),
  }),
  deliveryAttemptFailed: template<OrderRef>({
    en: (p) => ({
      title: "Delivery attempt failed",
      message: `The courier could not deliver your ${ref(p)}. They will try again; please keep your phone reachable.`,
    }),
    hi: (p) => ({
      title: "डिलीवरी की कोशिश नाकाम रही",
      message: `कूरियर आपका ${refHi(p)} डिलीवर नहीं कर सका। वे फिर से कोशिश करेंगे; कृपया अपना फ़ोन चालू रखें।`,
    }),
  }),
  cancelledForBuyer: template<OrderRef & { by: CancelledBy; refund: number }>({
    en: (p) => ({
      title: "Order cancelled",
      message: `Your ${ref(p)} was cancelled: ${CANCELLED_BUYER_WHY.en[p.by]}. Your full refund of ${formatRupees(p.refund)} is on its way.`,
    }),
    hi: (p) => ({
      title: "ऑर्डर रद्द हो गया",
      message: `आपका ${refHi(p)} रद्द हो गया: ${CANCELLED_BUYER_WHY.hi[p.by]}। आपका पूरा ${formatRupees(p.refund)} का रिफ़ंड भेजा जा रहा है।`,
    }),
  }),
  cancelledForSeller: template<OrderRef & { by: CancelledBy }>({
    en: (p) => ({
      title: "Order cancelled",
      message: `Order #${p.orderNumber} ("${p.title}") was cancelled: ${CANCELLED_SELLER_WHY.en[p.by]}. Your listing is available to buyers again.`,
    }),
    hi: (p) => ({
      title: "ऑर्डर रद्द हो गया",
      message: `ऑर्डर #${p.orderNumber} ("${p.title}") रद्द हो गया: ${CANCELLED_SELLER_WHY.hi[p.by]}। आपकी लिस्टिंग फिर से खरीदारों के लिए उपलब्ध है।`,
    }),
  }),
  payoutDue: template<OrderRef & { amount: number; accountVerified: boolean }>({
    en: (p) => ({
      title: "Payout due",
      message: p.accountVerified
        ? `A payout of ${formatRupees(p.amount)} for ${ref(p)} is due to your bank account.`
        : `A payout of ${formatRupees(p.amount)} for ${ref(p)} is due. It waits until the bank account you chose for this listing is verified (Account > Bank accounts).`,
    }),
    hi: (p) => ({
      title: "पेआउट बकाया है",
      message: p.accountVerified
        ? `${refHi(p)} का ${formatRupees(p.amount)} का पेआउट आपके बैंक खाते में आना बाकी है।`
        : `${refHi(p)} का ${formatRupees(p.amount)} का पेआउट बकाया है। यह तब तक रुका रहेगा जब तक इस लिस्टिंग के लिए चुना गया आपका बैंक खाता वेरिफ़ाई नहीं हो जाता (अकाउंट > बैंक खाते)।`,
    }),
  }),

  // Returns (docs/product.md#returns).
  returnRequested: template<OrderRef & { reason: ReturnReasonKey }>({
    en: (p) => ({
      title: "Return requested",
      message: `The buyer asked to return ${ref(p)} (${REASON_WORDS.en[p.reason]}). See their words and photos on the order, and add your own note if you wish. Your payout waits until the return is settled.`,
    }),
    hi: (p) => ({
      title: "रिटर्न की माँग",
      message: `खरीदार ने ${refHi(p)} का रिटर्न माँगा है (${REASON_WORDS.hi[p.reason]})। ऑर्डर पर उनकी बात और फ़ोटो देखें, और चाहें तो अपना नोट जोड़ें। रिटर्न तय होने तक आपका पेआउट रुका रहेगा।`,
    }),
  }),
  returnApproved: template<OrderRef>({
    en: (p) => ({
      title: "Return approved",
      message: `Your return of ${ref(p)} was approved. We will collect the item and refund you once the seller has checked it (they have 48 hours once it is back).`,
    }),
    hi: (p) => ({
      title: "रिटर्न मंज़ूर हुआ",
      message: `${refHi(p)} का आपका रिटर्न मंज़ूर हो गया। हम सामान ले जाएँगे और विक्रेता के जाँचने के बाद आपको रिफ़ंड देंगे (सामान लौटने के बाद उनके पास 48 घंटे हैं)।`,
    }),
  }),
  returnRejected: template<OrderRef & { note: string }>({
    en: (p) => ({ title: "Return not approved", message: `Your return of ${ref(p)} was not approved: ${p.note}` }),
    hi: (p) => ({ title: "रिटर्न मंज़ूर नहीं हुआ", message: `${refHi(p)} का आपका रिटर्न मंज़ूर नहीं हुआ: ${p.note}` }),
  }),
  returnProcessedForSeller: template<OrderRef>({
    en: (p) => ({
      title: "Item returned",
      message: `The buyer returned ${ref(p)}, so there is no payout for this order.`,
    }),
    hi: (p) => ({
      title: "सामान लौटाया गया",
      message: `खरीदार ने ${refHi(p)} लौटा दिया, इसलिए इस ऑर्डर का पेआउट नहीं होगा।`,
    }),
  }),
  returnBackForCheck: template<OrderRef & { checkBy: Date }>({
    en: (p) => ({
      title: "Returned item: check it",
      message: `The returned ${ref(p)} is back with you. Check it by ${formatDeadlineIST(p.checkBy)}: Received as described, or Dispute with photos. No answer by then counts as received and the buyer is refunded.`,
    }),
    hi: (p) => ({
      title: "लौटाया गया सामान: जाँच करें",
      message: `लौटाया गया ${refHi(p)} आपके पास वापस आ गया है। ${deadlineHi(p.checkBy)} तक जाँच करें: "जैसा बताया था वैसा मिला" चुनें, या फ़ोटो के साथ आपत्ति दर्ज करें। तब तक जवाब न मिलने पर इसे मिला हुआ माना जाएगा और खरीदार को रिफ़ंड मिल जाएगा।`,
    }),
  }),
  returnBackWithSellerForBuyer: template<OrderRef>({
    en: (p) => ({
      title: "Return delivered to the seller",
      message: `Your returned ${ref(p)} reached the seller, who has 48 hours to check it. Your refund follows the check.`,
    }),
    hi: (p) => ({
      title: "रिटर्न विक्रेता तक पहुँच गया",
      message: `आपका लौटाया गया ${refHi(p)} विक्रेता तक पहुँच गया है, जिनके पास इसे जाँचने के लिए 48 घंटे हैं। जाँच के बाद आपका रिफ़ंड होगा।`,
    }),
  }),
  returnCheckTimedOut: template<OrderRef>({
    en: (p) => ({
      title: "Return counted as received",
      message: `You did not check the returned ${ref(p)} within 48 hours, so it counted as received as described and the buyer has been refunded. There is no payout for this order.`,
    }),
    hi: (p) => ({
      title: "रिटर्न मिला हुआ माना गया",
      message: `आपने लौटाए गए ${refHi(p)} की 48 घंटे में जाँच नहीं की, इसलिए इसे जैसा बताया था वैसा मिला हुआ माना गया और खरीदार को रिफ़ंड दे दिया गया। इस ऑर्डर का पेआउट नहीं होगा।`,
    }),
  }),
  returnRefundedAfterCheck: template<OrderRef & { refund: number }>({
    en: (p) => ({
      title: "Return checked: refund on its way",
      message: `Your return of ${ref(p)} is complete. ${refundWords(p.refund)}`,
    }),
    hi: (p) => ({
      title: "रिटर्न की जाँच हो गई: रिफ़ंड भेजा जा रहा है",
      message: `${refHi(p)} का आपका रिटर्न पूरा हो गया। ${refundWordsHi(p.refund)}`,
    }),
  }),
  returnDisputedForBuyer: template<OrderRef>({
    en: (p) => ({
      title: "Seller disputed your return",
      message: `The seller disputed the item that came back for ${ref(p)}. Dobara will look at both sides' words and photos and decide; nothing is refunded or paid until then.`,
    }),
    hi: (p) => ({
      title: "विक्रेता ने आपके रिटर्न पर आपत्ति की",
      message: `${refHi(p)} के लिए लौटे सामान पर विक्रेता ने आपत्ति की है। Dobara दोनों तरफ़ की बात और फ़ोटो देखकर फ़ैसला करेगा; तब तक न रिफ़ंड होगा न पेआउट।`,
    }),
  }),
  returnDecidedForBuyer: template<OrderRef & { decision: ReturnDecisionKey; refund: number; note: string }>({
    en: (p) => ({
      title: "Return dispute decided",
      message: `${ref(p)}: ${DECIDED_FOR_BUYER.en[p.decision](p.refund)} Note: ${p.note}`,
    }),
    hi: (p) => ({
      title: "रिटर्न विवाद पर फ़ैसला हो गया",
      message: `${refHi(p)}: ${DECIDED_FOR_BUYER.hi[p.decision](p.refund)} नोट: ${p.note}`,
    }),
  }),
  returnDecidedForSeller: template<OrderRef & { decision: ReturnDecisionKey; note: string }>({
    en: (p) => ({
      title: "Return dispute decided",
      message: `${ref(p)}: ${DECIDED_FOR_SELLER.en[p.decision]} Note: ${p.note}`,
    }),
    hi: (p) => ({
      title: "रिटर्न विवाद पर फ़ैसला हो गया",
      message: `${refHi(p)}: ${DECIDED_FOR_SELLER.hi[p.decision]} नोट: ${p.note}`,
    }),
  }),

  // Payouts (docs/product.md#delivery-and-payouts).
  payoutPaid: template<OrderRef & { amount: number; reference: string | null }>({
    en: (p) => ({
      title: "Payout sent",
      message: p.reference
        ? `We paid ${formatRupees(p.amount)} for ${ref(p)} to your bank account (UTR ${p.reference}).`
        : `We paid ${formatRupees(p.amount)} for ${ref(p)} to your bank account.`,
    }),
    hi: (p) => ({
      title: "पेआउट भेज दिया गया",
      message: p.reference
        ? `हमने ${refHi(p)} के ${formatRupees(p.amount)} आपके बैंक खाते में भेज दिए (UTR ${p.reference})।`
        : `हमने ${refHi(p)} के ${formatRupees(p.amount)} आपके बैंक खाते में भेज दिए।`,
    }),
  }),
  payoutFailed: template<OrderRef & { amount: number; reason: string }>({
    en: (p) => ({
      title: "Payout did not go through",
      message: `Your payout of ${formatRupees(p.amount)} for ${ref(p)} did not reach your bank: ${p.reason}. Please check your bank account under Account > Bank accounts; we will send it again.`,
    }),
    hi: (p) => ({
      title: "पेआउट नहीं पहुँचा",
      message: `${refHi(p)} का आपका ${formatRupees(p.amount)} का पेआउट आपके बैंक तक नहीं पहुँचा: ${p.reason}। कृपया अकाउंट > बैंक खाते में अपना बैंक खाता जाँचें; हम इसे फिर से भेजेंगे।`,
    }),
  }),
  payoutMoved: template<OrderRef & { amount: number; last4: string }>({
    en: (p) => ({
      title: "Payout goes to another account",
      message: `Your payout of ${formatRupees(p.amount)} for ${ref(p)} will now go to your bank account ending ${p.last4}. If you did not ask for this, tell us at once through the Contact page.`,
    }),
    hi: (p) => ({
      title: "पेआउट दूसरे खाते में जाएगा",
      message: `${refHi(p)} का आपका ${formatRupees(p.amount)} का पेआउट अब आपके ${p.last4} पर खत्म होने वाले बैंक खाते में जाएगा। अगर आपने यह नहीं माँगा था, तो तुरंत संपर्क पेज से हमें बताएँ।`,
    }),
  }),
  bankAccountRejected: template<{ last4: string; rejected: string }>({
    en: (p) => ({
      title: "Bank account not accepted",
      message: `Your bank account ending ${p.last4} is not in your name as the bank has it, so we cannot pay to it. ${p.rejected}.`,
    }),
    hi: (p) => ({
      title: "बैंक खाता स्वीकार नहीं हुआ",
      message: `${p.last4} पर खत्म होने वाला आपका बैंक खाता बैंक के रिकॉर्ड में आपके नाम पर नहीं है, इसलिए हम इसमें पेमेंट नहीं भेज सकते। ${hindiText(p.rejected).replace(/[।.]$/, "")}।`,
    }),
  }),

  // Account.
  mobileTaken: template<{ mobile: string }>({
    en: (p) => ({
      title: "Please add a new mobile number",
      message: `The number ${p.mobile} on your account was verified by its owner on another account. Add your own number in your account.`,
    }),
    hi: (p) => ({
      title: "कृपया नया मोबाइल नंबर जोड़ें",
      message: `आपके अकाउंट का नंबर ${p.mobile} उसके मालिक ने दूसरे अकाउंट पर वेरिफ़ाई कर लिया है। अपने अकाउंट में अपना नंबर जोड़ें।`,
    }),
  }),
} as const;

type Texts = typeof NOTIFICATION_TEXTS;
export type NotificationKind = keyof Texts;

/** One kind of notification with its figures: written in the recipient's language when it is created. */
export type NotificationText = {
  [K in NotificationKind]: { kind: K; params: Parameters<Texts[K]["en"]>[0] };
}[NotificationKind];

/** A notification's kind and figures, checked against its template. */
export const text = <K extends NotificationKind>(kind: K, params: Parameters<Texts[K]["en"]>[0]) =>
  ({ kind, params }) as NotificationText;

/** The title and message of `t` in `language`. */
export function writeNotification(t: NotificationText, language: Language): Written {
  const template = NOTIFICATION_TEXTS[t.kind] as Template<typeof t.params>;
  return template[language](t.params);
}

/**
 * A notification to store: `text` (a kind of NOTIFICATION_TEXTS and its figures) is written in the recipient's
 * language; a `title` and `message` already written are stored as they are (staff notifications, in English).
 */
export type NotificationInput = {
  userId: string;
  type: NotificationType;
  link?: string;
  /** The last accept reminder only: an SMS delivery too, sent if push and WhatsApp did not reach (decision 0048). */
  smsFallback?: boolean;
} & ({ text: NotificationText; title?: never; message?: never } | { title: string; message: string; text?: never });
