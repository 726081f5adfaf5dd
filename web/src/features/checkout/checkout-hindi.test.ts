import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { priceBreakdown } from "@contract/pricing";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { CheckoutProductCard } from "./components/checkout-product-card";
import { PaymentMethodChoice } from "./components/payment-method-choice";
import { PriceBreakdownCard } from "./components/price-breakdown-card";
import { SavedAddressList } from "./components/saved-address-list";
import { PaymentFailedPage } from "./payment-failed-page";
import { PaymentSuccessPage } from "./payment-success-page";

const page = (element: typeof PaymentFailedPage, path: string, search: string) =>
  renderWithCache(
    createElement(Router, { ssrPath: path, ssrSearch: search, children: createElement(element) }),
    [],
    "hi",
  );

describe("checkout in Hindi (decision 0046)", () => {
  it("shows the price breakdown in Hindi with rupees in Indian grouping, the test ids in English", () => {
    const html = renderWithCache(
      createElement(PriceBreakdownCard, {
        breakdown: priceBreakdown(123456, {
          discountType: "percentage",
          discountValue: 10,
          eliminateFees: false,
          eliminateDelivery: true,
          maxDiscountAmount: 500,
        }),
      }),
      [],
      "hi",
    );
    for (const text of [
      "कीमत की जानकारी",
      "प्रोडक्ट की कीमत",
      "₹1,23,456",
      "डिलीवरी चार्ज",
      "मुफ़्त",
      "कूपन डिस्काउंट",
      "−₹500",
      "कुल रकम",
      "आपने ₹",
    ])
      expect(html).toContain(text);
    expect(html).toContain('data-testid="price-Product Price"');
    expect(html).not.toContain(">Product Price<");
  });

  it("names the item, the accepted offer, the saved addresses and the ways to pay in Hindi", () => {
    const item = renderWithCache(
      createElement(CheckoutProductCard, { product: sampleListing, price: 6000, detailed: true }),
      [],
      "hi",
    );
    for (const text of ["₹6,000", "<s>₹6,500</s>", "आपका स्वीकार हुआ ऑफ़र", "घर और बगीचा"]) expect(item).toContain(text);
    const addresses = renderWithCache(
      createElement(SavedAddressList, {
        userId: "u1",
        addresses: [
          {
            id: "a1",
            name: null,
            phone: null,
            line1: "4 Park Street",
            line2: null,
            landmark: null,
            pincode: "700016",
            city: "Kolkata",
            state: "West Bengal",
            isDefault: true,
          },
        ],
        selectedId: "a1",
        onSelect: () => undefined,
        onEdit: () => undefined,
      }),
      [],
      "hi",
    );
    for (const text of ["डिफ़ॉल्ट", "पाने वाले का नाम और फ़ोन नंबर जोड़ें", 'aria-label="पता हटाएँ: 4 Park Street"'])
      expect(addresses).toContain(text);
    const methods = renderWithCache(
      createElement(PaymentMethodChoice, {
        methods: [
          { gateway: "payu", label: "UPI, card or net banking", description: "On PayU's secure payment page" },
          { gateway: "razorpay", label: "Razorpay", description: "UPI, cards and wallets in a Razorpay window" },
        ],
        chosen: "payu",
        onChoose: () => undefined,
      }),
      [],
      "hi",
    );
    for (const text of ["पेमेंट का तरीका", "UPI, कार्ड या नेट बैंकिंग", "PayU के सुरक्षित पेमेंट पेज पर", "Razorpay"])
      expect(methods).toContain(text);
  });

  it("says a failed payment's reason, the common causes and the way back in Hindi", () => {
    const html = page(PaymentFailedPage, "/payment/failed", "reason=sold_elsewhere");
    for (const text of [
      "<title>पेमेंट नहीं हो सका · Dobara</title>",
      "आपका पेमेंट पूरा होने से ठीक पहले",
      "आम वजहें",
      "फिर से कोशिश करें",
      "डैशबोर्ड पर वापस",
    ])
      expect(html).toContain(text);
    expect(page(PaymentFailedPage, "/payment/failed", "reason=Call+98123")).toContain(
      "पेमेंट नहीं हो सका। फिर से कोशिश करें।",
    );
  });

  it("says what comes next after a successful payment in Hindi", () => {
    const html = page(PaymentSuccessPage, "/payment/success", "");
    for (const text of ["पेमेंट सफल रहा!", "आगे क्या होगा?", "अपना ऑर्डर ट्रैक करें"]) expect(html).toContain(text);
  });
});
