import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { BuyerOrderView, SellerOrderView } from "@contract/orders";
import { renderWithCache } from "@web/test/render-with-cache";
import { OrdersTab } from "./components/orders-tab";
import { OrderTracker } from "./components/order-tracker";
import { PriceDetails } from "./components/price-details";
import { ReturnTimeline } from "./components/return-timeline";

const order: BuyerOrderView = {
  id: "0b6e8a36-4a7e-4c8e-9d3b-2f1a5c6d7e8f",
  orderNumber: 1042,
  status: "out_for_delivery",
  buyerId: "b1",
  sellerId: "s1",
  finalPrice: 123456,
  buyerFee: 3704,
  deliveryCharge: 0,
  couponDiscount: 500,
  totalPaid: 126660,
  expectedDeliveryDate: null,
  deliveredAt: null,
  cancelReason: null,
  createdAt: "2026-11-03T06:00:00.000Z",
  updatedAt: "2026-11-03T06:00:00.000Z",
  product: { id: "p1", title: "Godrej steel almirah", image: null, category: "home_garden" },
  returnStatus: null,
  returnRequest: null,
  refund: null,
  shipment: null,
  returnShipment: null,
  deliveryAddress: "4 Park Street, Kolkata 700016",
};
const tab = (side: "purchases" | "sales", cache: [readonly unknown[], unknown][]) =>
  renderWithCache(
    createElement(Router, {
      ssrPath: "/dashboard",
      children: createElement(OrdersTab, { userId: "s1", sells: true, initialSide: side }),
    }),
    cache,
    "hi",
  );

describe("orders in Hindi (decision 0046)", () => {
  it("lists the buyer's orders with Hindi status, a Hindi date in IST and rupees in Indian grouping", () => {
    const html = tab("purchases", [[["/api/orders", "mine"], { pages: [[order]], pageParams: [0] }]]);
    for (const text of [
      "ऑर्डर",
      "मेरी खरीदारी",
      "मेरी बिक्री",
      "डिलीवरी के लिए निकला",
      "ऑर्डर #1042 · 3 नवंबर 2026",
      "₹1,26,660",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Out for Delivery");
  });

  it("shows the seller's sales with what they receive and where the payout stands", () => {
    const sale = { ...order, status: "delivered", deliveredAt: "2026-11-05T06:00:00.000Z", sellerFee: 6173 };
    const { deliveryAddress: _, ...seen } = sale;
    const html = tab("sales", [
      [
        ["/api/orders", "seller", "s1"],
        { pages: [[{ ...seen, acceptBy: null, payout: null } as unknown as SellerOrderView]], pageParams: [0] },
      ],
    ]);
    for (const text of ["डिलीवर हो गया", "आपको ₹1,17,283 मिलेंगे · ", "रिटर्न का समय खत्म होने पर पेआउट"])
      expect(html).toContain(text);
  });

  it("draws the tracker's steps, the price breakdown and the return timeline in Hindi", () => {
    const tracker = renderWithCache(createElement(OrderTracker, { order }), [], "hi");
    for (const text of [
      "ऑर्डर हो गया",
      "कन्फ़र्म",
      "पिकअप हो गया",
      "डिलीवरी के लिए निकला",
      "डिलीवर हो गया",
      "ऑर्डर की स्थिति",
    ])
      expect(tracker).toContain(text);
    const price = renderWithCache(createElement(PriceDetails, { order }), [], "hi");
    for (const text of ["प्रोडक्ट की कीमत", "₹1,23,456", "मुफ़्त", "कूपन डिस्काउंट", "−₹500", "कुल पेमेंट", "₹1,26,660"])
      expect(price).toContain(text);
    const returned = renderWithCache(
      createElement(ReturnTimeline, {
        order: {
          returnRequest: {
            status: "processed",
            requestedAt: "2026-11-06T06:00:00.000Z",
            processedAt: "2026-11-08T06:00:00.000Z",
            rejectionNote: null,
          },
          refund: { amount: 126660, status: "processed", reference: "rfnd_1", updatedAt: "2026-11-10T06:00:00.000Z" },
        },
      }),
      [],
      "hi",
    );
    for (const text of [
      "रिटर्न और रिफ़ंड",
      "सामान 8 नवंबर 2026 को वापस मिला",
      "₹1,26,660 उसी तरीके में जिससे आपने पेमेंट किया था",
      "10 नवंबर 2026 · रेफ़रेंस rfnd_1",
    ])
      expect(returned).toContain(text);
  });

  it("says a cancelled order's refund in Hindi", () => {
    const html = renderWithCache(
      createElement(OrderTracker, {
        order: {
          ...order,
          status: "cancelled",
          refund: { amount: 1, status: "pending", reference: null, updatedAt: "" },
        },
      }),
      [],
      "hi",
    );
    expect(html).toContain("यह ऑर्डर रद्द कर दिया गया। आपका पूरा रिफ़ंड आ रहा है");
  });
});
