import { createHash } from "node:crypto";
import type { FunctionComponent } from "react";
import { describe, expect, it, vi } from "vitest";
import { SESSION_DAYS } from "@contract/auth";
import { POLICY } from "@contract/brand";
import { MAX_IMAGES } from "@contract/products";
import { customerChoiceReturnFee, priceBreakdown } from "@contract/pricing";
import { formatRupees } from "@web/lib/format";
import { CommunityGuidelinesPage } from "./community-guidelines-page";
import { definePolicyText } from "./content/policy-content";
import { CookiePolicyPage } from "./cookie-policy-page";
import { LONGEST_PERSISTENCE_YEARS, RETURN_EXAMPLE_PRICE, SALE_EXAMPLE_PRICE } from "./policy-figures";
import { PrivacyPolicyPage } from "./privacy-policy-page";
import { renderPolicyPage, wordsOf } from "./render-policy-page";
import { ReturnPolicyPage } from "./return-policy-page";
import { SellerGuidelinesPage } from "./seller-guidelines-page";
import { ShippingPolicyPage } from "./shipping-policy-page";
import { TermsConditionsPage } from "./terms-conditions-page";

const returnExample = priceBreakdown(RETURN_EXAMPLE_PRICE);
const sale = priceBreakdown(SALE_EXAMPLE_PRICE);

/** Each policy page: its heading in both languages, and figures its Hindi text must quote from the constants. */
const PAGES: {
  page: FunctionComponent;
  en: string;
  hi: string;
  date: string;
  figures: string[];
  /** SHA-256 (first 16 hex) of the English words as the page showed them before the texts were split per language. */
  english: string;
}[] = [
  {
    page: ReturnPolicyPage,
    en: "Return &amp; Refund Policy",
    hi: "रिटर्न और रिफ़ंड पॉलिसी",
    date: "लागू होने की तारीख: 22 जून 2025",
    figures: [
      `${POLICY.returnWindowHours} घंटे`,
      `${POLICY.refundBusinessDays} कामकाजी दिनों`,
      `${POLICY.sellerCannotSupplyRefundDays} दिनों के अंदर पूरा रिफ़ंड`,
      formatRupees(POLICY.customerChoiceReturnFeeMinRupees),
      formatRupees(customerChoiceReturnFee(POLICY.deliveryChargeRupees)),
      formatRupees(returnExample.total - customerChoiceReturnFee(returnExample.deliveryCharge)),
    ],
    english: "8d30c4baac827138",
  },
  {
    page: CommunityGuidelinesPage,
    en: "Community Guidelines",
    hi: "कम्युनिटी गाइडलाइन",
    date: "पिछला अपडेट: 22 जून 2025",
    figures: [`${POLICY.offerResponseHours} घंटे`, `${POLICY.listingReviewHours} घंटे`, `${POLICY.orderAcceptHours} घंटे`],
    english: "5bc8b443f1b06b47",
  },
  {
    page: SellerGuidelinesPage,
    en: "Seller Guidelines",
    hi: "विक्रेता गाइडलाइन",
    date: "पिछला अपडेट: 22 जून 2025",
    figures: [
      `${MAX_IMAGES} साफ़ फ़ोटो`,
      `${POLICY.minimumAge} साल`,
      `${POLICY.sellerFeePercent}%`,
      formatRupees(sale.total),
      formatRupees(SALE_EXAMPLE_PRICE - sale.sellerFee),
      `${POLICY.payoutBusinessDays} कामकाजी दिनों`,
    ],
    english: "9ac29100fb4ef4ab",
  },
  {
    page: PrivacyPolicyPage,
    en: "Privacy Policy",
    hi: "प्राइवेसी पॉलिसी",
    date: "लागू होने की तारीख: 22 जून 2025",
    figures: [`कम से कम ${POLICY.minimumAge} साल`, "शिकायत अधिकारी (Grievance Officer)"],
    english: "9505bae246393f94",
  },
  {
    page: CookiePolicyPage,
    en: "Cookie Policy",
    hi: "कुकी पॉलिसी",
    date: "लागू होने की तारीख: 22 जून 2025",
    figures: [`${SESSION_DAYS} दिन`, `${LONGEST_PERSISTENCE_YEARS} साल`],
    english: "321a6666938f35b8",
  },
  {
    page: TermsConditionsPage,
    en: "Terms &amp; Conditions",
    hi: "नियम और शर्तें",
    date: "लागू होने की तारीख: 1 जून 2025",
    figures: [
      `कीमत का ${POLICY.buyerFeePercent}% प्लैटफ़ॉर्म फ़ीस`,
      formatRupees(POLICY.deliveryChargeRupees),
      `${POLICY.reservationMinutes} मिनट`,
      `${POLICY.orderAcceptHours} घंटे`,
      `${POLICY.returnWindowHours} घंटे`,
    ],
    english: "d554ac0677d5fddc",
  },
  {
    page: ShippingPolicyPage,
    en: "Shipping &amp; Delivery Policy",
    hi: "शिपिंग और डिलीवरी पॉलिसी",
    date: "लागू होने की तारीख: 22 जून 2025",
    figures: [
      formatRupees(POLICY.deliveryChargeRupees),
      `${POLICY.orderAcceptHours} घंटे`,
      `${POLICY.deliveryBusinessDays} कामकाजी दिन`,
      `${POLICY.shipWithinBusinessDays} कामकाजी दिनों`,
    ],
    english: "47a4feb120ee3f5c",
  },
];

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const anchors = (html: string) => [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((m) => m[1]);
const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

describe("policy pages in Hindi (decision 0046)", () => {
  it.each(PAGES)("$hi: heading, date, chrome and figures in Hindi; English unchanged", async (p) => {
    const [hiHtml, enHtml] = [await renderPolicyPage(p.page, "hi"), await renderPolicyPage(p.page, "en")];
    const hiText = wordsOf(hiHtml);

    expect(h1(hiHtml)).toBe(p.hi);
    expect(hiHtml).toContain(`<title>${p.hi} · Dobara</title>`);
    expect(hiText).toContain(p.date);
    for (const chrome of ["होम पर वापस जाएं", "इस पेज पर", "इस पेज के बारे में कोई सवाल?", "संपर्क करें"])
      expect(hiText).toContain(chrome);
    expect(hiText).toContain("हम हर मैसेज का जवाब 24 घंटे के अंदर देते हैं।");
    for (const figure of p.figures) expect(hiText).toContain(figure);
    // No English sentence left: Latin letters only in brand names, e-mail addresses and terms kept in brackets.
    const latinWords = hiText.match(/[A-Za-z]{3,}/g) ?? [];
    expect(latinWords.length / hiText.split(" ").length).toBeLessThan(0.08);
    expect(hiText).not.toContain("Back to Home");
    // The same anchors in both languages, so a link to a section works in either.
    expect(anchors(hiHtml)).toEqual(anchors(enHtml));

    expect(h1(enHtml)).toBe(p.en);
    expect(sha(wordsOf(enHtml)), "the English text changed").toBe(p.english);
  });

  it("fetches only the page's language, once", async () => {
    const loaders = {
      en: vi.fn(() => import("./content/return-policy/en")),
      hi: vi.fn(() => import("./content/return-policy/hi")),
    };
    const text = definePolicyText(loaders);
    const first = text.load("hi");
    expect(text.load("hi")).toBe(first);
    expect((await first).title).toBe("रिटर्न और रिफ़ंड पॉलिसी");
    expect(loaders.hi).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
  });
});
