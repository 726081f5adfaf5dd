import type { Language } from "@contract/language";
import { formatRupees } from "@contract/money-format";
import type { Mail } from "../../lib/mailer";
import { actionMail } from "../../lib/action-mail";

/** The offer mails, in each language the recipient may read (decision 0046, docs/hindi-glossary.md). */
const OFFER_MAILS = {
  received: {
    en: (p: { name: string; buyer: string; amount: number; title: string }) => ({
      subject: `New offer of ${formatRupees(p.amount)} on "${p.title}"`,
      lines: [
        `Hi ${p.name},`,
        `${p.buyer} offered ${formatRupees(p.amount)} for "${p.title}".`,
        "Accept, reject or counter it within 48 hours, or it expires.",
      ],
    }),
    hi: (p: { name: string; buyer: string; amount: number; title: string }) => ({
      subject: `"${p.title}" पर ${formatRupees(p.amount)} का नया ऑफ़र`,
      lines: [
        `नमस्ते ${p.name},`,
        `${p.buyer} ने "${p.title}" के लिए ${formatRupees(p.amount)} का ऑफ़र दिया है।`,
        "48 घंटे के अंदर इसे स्वीकार करें, अस्वीकार करें या काउंटर ऑफ़र दें, नहीं तो इसकी समय-सीमा खत्म हो जाएगी।",
      ],
    }),
  },
  accepted: {
    en: (p: { name: string; amount: number; title: string }) => ({
      subject: `Your offer on "${p.title}" was accepted`,
      lines: [
        `Hi ${p.name},`,
        `The seller accepted your offer of ${formatRupees(p.amount)} for "${p.title}".`,
        "Pay within 48 hours to buy it at this price.",
      ],
    }),
    hi: (p: { name: string; amount: number; title: string }) => ({
      subject: `"${p.title}" पर आपका ऑफ़र स्वीकार हो गया`,
      lines: [
        `नमस्ते ${p.name},`,
        `विक्रेता ने "${p.title}" के लिए आपका ${formatRupees(p.amount)} का ऑफ़र स्वीकार कर लिया है।`,
        "इस कीमत पर खरीदने के लिए 48 घंटे के अंदर पेमेंट करें।",
      ],
    }),
  },
  /** To the seller: their own rule accepted an offer, so there is nothing to answer, only a sale to prepare. */
  autoAccepted: {
    en: (p: { name: string; buyer: string; amount: number; title: string }) => ({
      subject: `Offer of ${formatRupees(p.amount)} on "${p.title}" accepted by your offer rules`,
      lines: [
        `Hi ${p.name},`,
        `${p.buyer} offered ${formatRupees(p.amount)} for "${p.title}", and your automatic accept price accepted it.`,
        "The buyer has 48 hours to pay. We will tell you when the order is placed.",
      ],
    }),
    hi: (p: { name: string; buyer: string; amount: number; title: string }) => ({
      subject: `"${p.title}" पर ${formatRupees(p.amount)} का ऑफ़र आपके ऑफ़र नियमों से स्वीकार हुआ`,
      lines: [
        `नमस्ते ${p.name},`,
        `${p.buyer} ने "${p.title}" के लिए ${formatRupees(p.amount)} का ऑफ़र दिया, और आपकी अपने-आप स्वीकार की कीमत से यह स्वीकार हो गया।`,
        "खरीदार के पास पेमेंट के लिए 48 घंटे हैं। ऑर्डर होने पर हम आपको बताएंगे।",
      ],
    }),
  },
  countered: {
    en: (p: { name: string; counter: number; title: string }) => ({
      subject: `Counter offer on "${p.title}"`,
      lines: [
        `Hi ${p.name},`,
        `The seller countered your offer on "${p.title}" with ${formatRupees(p.counter)}.`,
        "Accept or decline it within 48 hours.",
      ],
    }),
    hi: (p: { name: string; counter: number; title: string }) => ({
      subject: `"${p.title}" पर काउंटर ऑफ़र`,
      lines: [
        `नमस्ते ${p.name},`,
        `विक्रेता ने "${p.title}" पर आपके ऑफ़र के जवाब में ${formatRupees(p.counter)} का काउंटर ऑफ़र दिया है।`,
        "48 घंटे के अंदर इसे स्वीकार या अस्वीकार करें।",
      ],
    }),
  },
} as const;

type OfferMails = typeof OFFER_MAILS;
type OfferMailKind = keyof OfferMails;
/** An offer mail's kind and figures (the recipient's first name is added when it is sent). */
export type OfferMailText = {
  [K in OfferMailKind]: { kind: K; params: Omit<Parameters<OfferMails[K]["en"]>[0], "name"> };
}[OfferMailKind];

const LABEL: Record<Language, string> = { en: "Open your offers", hi: "अपने ऑफ़र खोलें" };
const THERE: Record<Language, string> = { en: "there", hi: "" };

/** A short mail about an offer someone must act on, in their language, with a link to that offer on the dashboard. */
export function offerMail(
  to: { email: string; fullName: string; language: Language },
  what: OfferMailText,
  link: string,
): Mail {
  const name = to.fullName.split(" ")[0] || THERE[to.language];
  const write = OFFER_MAILS[what.kind][to.language] as (p: object) => { subject: string; lines: string[] };
  const { subject, lines } = write({ ...what.params, name });
  if (!name) lines[0] = "नमस्ते,";
  return actionMail(to.email, subject, lines, { href: link, label: LABEL[to.language] }, to.language);
}
