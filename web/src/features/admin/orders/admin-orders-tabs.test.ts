import { createElement, type FunctionComponent } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { AdminOrderView, AdminPayoutView, AdminReturnView } from "@contract/orders";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache } from "@web/test/render-with-cache";
import { adminOrdersQuery } from "./api/admin-orders";
import { adminPayoutsQuery } from "../payouts/api/admin-payouts";
import { adminReturnsQuery } from "./api/admin-returns";
import { OrdersTab } from "./orders-tab";
import { PayoutsTab } from "../payouts/payouts-tab";
import { ReturnsTab } from "./returns-tab";

const at = (tab: FunctionComponent, search: string) =>
  createElement(Router, { ssrPath: "/admin-panel", ssrSearch: search, children: createElement(tab) });

const order = (extra: Partial<AdminOrderView> = {}): AdminOrderView => ({
  id: "0b9f6a52-4a43-4c1e-9d0e-6f3c1c2f1a01",
  orderNumber: 1042,
  status: "placed",
  buyerId: "b",
  sellerId: "s",
  finalPrice: 5000,
  buyerFee: 100,
  deliveryCharge: 99,
  couponDiscount: 0,
  totalPaid: 5199,
  expectedDeliveryDate: null,
  deliveredAt: null,
  cancelReason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  product: { id: "p", title: "Teak study table", image: null, category: "furniture" },
  returnStatus: null,
  returnRequest: null,
  refund: null,
  shipment: null,
  returnShipment: null,
  deliveryAddress: "12 MG Road, Pune",
  sellerFee: 250,
  platformFee: 350,
  buyerFullName: "Meena Pillai",
  buyerEmail: "meena@example.in",
  buyerMobile: "9123456789",
  sellerUsername: "farhan",
  buyerUsername: "meena",
  payout: null,
  payoutHold: null,
  ...extra,
});

const ret = (extra: Partial<AdminReturnView> = {}): AdminReturnView => ({
  id: "r1",
  orderId: "o1",
  reason: "received_faulty",
  details: "The drawer is cracked",
  photos: [],
  status: "requested",
  requestedAt: "2026-11-21T10:00:00.000Z",
  approvedAt: null,
  returnedAt: null,
  checkDueAt: null,
  checkedAt: null,
  checkOutcome: null,
  sellerNote: null,
  sellerPhotos: [],
  disputeReason: null,
  disputeNote: null,
  disputePhotos: [],
  decision: null,
  decisionNote: null,
  decidedAt: null,
  listingImages: [],
  processedAt: null,
  rejectionNote: null,
  refundAmount: null,
  orderNumber: 1042,
  productId: "p",
  productTitle: "Teak study table",
  category: "furniture",
  buyerUsername: "meena",
  customerEmail: "meena@example.in",
  customerMobile: "9123456789",
  totalPaid: 5199,
  deliveryCharge: 99,
  refundStatus: null,
  ...extra,
});

const payout = (extra: Partial<AdminPayoutView> = {}): AdminPayoutView => ({
  id: "po1",
  orderId: "o1",
  orderNumber: 1042,
  productTitle: "Teak study table",
  sellerId: "s",
  sellerUsername: "farhan",
  amount: 4750,
  status: "due",
  bankReference: null,
  dueAt: "2026-11-22T10:00:00.000Z",
  paidAt: null,
  attempt: 0,
  providerPayoutId: null,
  providerStatus: null,
  failureReason: null,
  bankAccount: {
    accountHolderName: "Farhan Sharma",
    bankName: "HDFC Bank",
    ifscCode: "HDFC0000240",
    accountNumber: "50100234567890",
    isVerified: true,
  },
  ...extra,
});

describe("Orders tab", () => {
  it("lists orders with a status button for active ones and a link to the admin order view", () => {
    const html = renderWithCache(at(OrdersTab, "tab=orders"), [
      [
        adminOrdersQuery(undefined, "", 0).queryKey,
        [order(), order({ id: "0b9f6a52-4a43-4c1e-9d0e-6f3c1c2f1a02", orderNumber: 1043, status: "delivered" })],
      ],
    ]);
    expect(html.match(/Update status/g)).toHaveLength(1);
    expect(html).toContain('href="/track-orders/0b9f6a52-4a43-4c1e-9d0e-6f3c1c2f1a01"');
    expect(html).toContain("@meena");
    expect(html).toContain("@farhan");
  });

  it("shows a held payout's reason with Release payout", () => {
    const held = order({
      status: "delivered",
      payoutHold: "The courier reported this parcel delivered with no pickup",
    });
    const html = renderWithCache(at(OrdersTab, "tab=orders"), [[adminOrdersQuery(undefined, "", 0).queryKey, [held]]]);
    expect(html).toContain("Payout held: The courier reported this parcel delivered with no pickup");
    expect(html.match(/Release payout/g)).toHaveLength(1);
  });

  it("keeps the search and the status from the URL", () => {
    const html = renderWithCache(at(OrdersTab, "tab=orders&status=delivered&q=teak"), [
      [adminOrdersQuery("delivered", "teak", 0).queryKey, []],
    ]);
    expect(html).toContain("No orders match “teak”.");
    expect(html).toContain('value="teak"');
  });

  it("offers the next page only after a full page of 10", () => {
    const ten = Array.from({ length: 10 }, (_, i) => order({ id: `id-${i}`, orderNumber: 1000 + i }));
    const html = renderWithCache(at(OrdersTab, "tab=orders"), [[adminOrdersQuery(undefined, "", 0).queryKey, ten]]);
    expect(html).toContain("Showing 1–10");
    expect(html).toContain(">Next");
  });
});

describe("Returns tab", () => {
  it("offers approve and reject on a request, back-with-seller on an approved one, the three decisions on a dispute", () => {
    const html = renderWithCache(at(ReturnsTab, "tab=returns"), [
      [
        adminReturnsQuery(undefined, 0).queryKey,
        [
          ret(),
          ret({ id: "r2", status: "approved" }),
          ret({ id: "r3", status: "rejected", rejectionNote: "Used beyond normal wear" }),
          ret({
            id: "r4",
            status: "disputed",
            photos: ["/uploads/ret/a/full.webp"],
            disputeReason: "parts_missing",
            disputeNote: "The drawer key is missing",
            disputePhotos: ["/uploads/ret/b/full.webp"],
            listingImages: ["/uploads/img/c/full.webp"],
          }),
          ret({ id: "r5", status: "processed", refundAmount: 5199 }),
        ],
      ],
    ]);
    expect(html.match(/> Approve</g)).toHaveLength(1);
    expect(html.match(/> Reject</g)).toHaveLength(1);
    expect(html.match(/Parcel back with seller/g)).toHaveLength(1);
    expect(html.match(/Refund in full/g)).toHaveLength(1);
    expect(html.match(/Refund less the return fee/g)).toHaveLength(1);
    expect(html.match(/Refuse the refund/g)).toHaveLength(1);
    expect(html).not.toContain("Mark processed");
    // Both sides' photos and the listing's own, side by side.
    expect(html).toContain("/uploads/ret/a/thumb.webp");
    expect(html).toContain("/uploads/ret/b/thumb.webp");
    expect(html).toContain("/uploads/img/c/thumb.webp");
    expect(html).toContain("The drawer key is missing");
    expect(html).toContain("Rejection note: Used beyond normal wear");
    expect(html).toContain("The drawer is cracked");
  });
});

describe("Payouts tab", () => {
  it("shows the full account number to pay into and Mark paid on due payouts", () => {
    const html = renderWithCache(at(PayoutsTab, "tab=payouts"), [[adminPayoutsQuery("due", 0).queryKey, [payout()]]]);
    expect(html).toContain("50100234567890");
    expect(html).toContain("Mark paid");
  });

  it("shows paid payouts with their bank reference", () => {
    const html = renderWithCache(at(PayoutsTab, "tab=payouts&status=paid"), [
      [
        adminPayoutsQuery("paid", 0).queryKey,
        [payout({ status: "paid", bankReference: "UTR123456", paidAt: "2026-11-23T10:00:00.000Z" })],
      ],
    ]);
    expect(html).toContain("Reference UTR123456");
    expect(html).not.toContain("Mark paid");
  });
});

describe("failures name their list", () => {
  const failed = new ApiRequestError(500, "500: Internal Server Error");
  it.each([
    [OrdersTab, "tab=orders", adminOrdersQuery(undefined, "", 0).queryKey, "Failed to fetch orders"],
    [ReturnsTab, "tab=returns", adminReturnsQuery(undefined, 0).queryKey, "Failed to fetch returns"],
    [PayoutsTab, "tab=payouts", adminPayoutsQuery("due", 0).queryKey, "Failed to fetch payouts"],
  ] as const)("%#", (tab, search, key, text) => {
    expect(renderWithCache(at(tab, search), [[key, failed]])).toContain(text);
  });
});
