import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { SellerPayouts } from "@contract/payouts";
import { Router } from "wouter";
import { renderWithCache } from "@web/test/render-with-cache";
import type { BankAccount } from "@contract/bank-accounts";
import { BankAccountList } from "./components/bank-account-list";
import { PayoutsPage } from "./payouts-page";

const sale = {
  orderId: "o1",
  orderNumber: 1042,
  productTitle: "Godrej steel almirah",
  salePrice: 125000,
  sellerFee: 6250,
};
const payouts: SellerPayouts = {
  payouts: [
    {
      ...sale,
      id: "p1",
      amount: 117500,
      tds: 1250,
      status: "paid",
      bankReference: "UTR123",
      dueAt: "2026-11-20T10:00:00.000Z",
      paidAt: "2026-11-21T10:00:00.000Z",
      note: null,
      bankAccountLast4: "4321",
    },
  ],
  upcoming: [
    {
      ...sale,
      orderId: "o2",
      orderNumber: 1043,
      amount: 118750,
      stage: "return_window",
      dueAt: "2026-11-30T08:30:00.000Z",
    },
  ],
  totals: { paid: 117500, due: 0, sending: 0, upcoming: 118750 },
  statementMonths: ["2026-11"],
};
const page = () => createElement(Router, { ssrPath: "/account/payouts", children: createElement(PayoutsPage) });
const cache: [readonly unknown[], unknown][] = [
  [["/api/payouts"], payouts],
  [["/api/payouts/tax-id"], { taxId: { kind: "pan", masked: "XXXXXX234F", updatedAt: "2026-11-01T00:00:00.000Z" } }],
];

describe("Account > Payouts in Hindi (decision 0046)", () => {
  it("shows the totals, each payout's state and figures, TDS and the statement month in Hindi, rupees in Indian grouping", () => {
    const html = renderWithCache(page(), cache, "hi");
    for (const text of [
      "<title>पेआउट · Dobara</title>",
      "आपको मिल चुके",
      "₹1,17,500",
      "ऑर्डर #1042 · ₹1,25,000 में बिका · फ़ीस ₹6,250",
      " · TDS कटौती ₹1,250",
      "भेज दिया",
      "21 नवंबर 2026 · UTR UTR123",
      "नवंबर 2026",
      "CSV डाउनलोड करें",
      "आपको मिलने वाले",
      "रिटर्न का समय चल रहा है",
      "अगर खरीदार इसे रखता है, तो 30 नवंबर",
      "पेआउट के लिए पैन (PAN)",
      "पैन (PAN): ",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Paid to you");
  });

  it("stays in English at the English address", () => {
    const html = renderWithCache(page(), cache);
    for (const text of [
      "Paid to you",
      "Order #1042 · sold for ₹1,25,000 · fee ₹6,250",
      " · TDS ₹1,250",
      "November 2026",
    ])
      expect(html).toContain(text);
  });

  it("lists the seller's bank accounts with their verification in Hindi", () => {
    const account: BankAccount = {
      id: "b1",
      userId: "u1",
      accountHolderName: "Ananya Rao",
      accountNumber: "XXXXXX4321",
      ifscCode: "SBIN0001234",
      bankName: "State Bank of India",
      branchName: null,
      accountType: "savings",
      isPrimary: true,
      isVerified: false,
      verificationStatus: "needs_review",
      verificationNote: null,
      createdAt: "2026-11-01T00:00:00.000Z",
    };
    const html = renderWithCache(
      createElement(BankAccountList, { userId: "u1" }),
      [
        [
          ["/api/bank-accounts", "u1"],
          [account, { ...account, id: "b2", isPrimary: false, isVerified: true }],
        ],
      ],
      "hi",
    );
    for (const text of ["बैंक खाते", "बैंक खाता जोड़ें", "मुख्य", "जाँच बाकी है", "वेरिफ़ाइड", "सेविंग्स", "मुख्य बनाएँ"])
      expect(html).toContain(text);
    expect(html).not.toContain("Needs review");
  });
});
