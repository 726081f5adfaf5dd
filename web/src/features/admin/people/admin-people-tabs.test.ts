import { createElement, type FunctionComponent } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { AdminContactQuery } from "@contract/admin-contact";
import type { AdminCoupon } from "@contract/admin-coupons";
import type { AdminUser } from "@contract/admin-users";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache } from "@web/test/render-with-cache";
import { adminUsersQuery } from "./api/admin-users";
import { auditLogQuery } from "./api/audit-log";
import { contactQueriesQuery } from "./api/contact-queries";
import { couponsQuery } from "../overview/api/coupons";
import { AuditTab } from "./audit-tab";
import { ContactTab } from "./contact-tab";
import { CouponsTab } from "../overview/coupons-tab";
import { UsersTab } from "./users-tab";

const at = (tab: FunctionComponent, search: string) =>
  createElement(Router, { ssrPath: "/admin-panel", ssrSearch: search, children: createElement(tab) });

const query = (extra: Partial<AdminContactQuery> = {}): AdminContactQuery => ({
  id: "q1",
  name: "Meena Pillai",
  email: "meena@example.in",
  phone: "9123456789",
  subject: "Pickup time",
  message: "After 6 pm?",
  status: "pending",
  isRead: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  grievance: null,
  replies: [],
  ...extra,
});

describe("Contact tab", () => {
  it("marks unread queries and shows replies sent", () => {
    const html = renderWithCache(at(ContactTab, "tab=contact"), [
      [
        contactQueriesQuery(undefined, 0).queryKey,
        [
          query(),
          query({
            id: "q2",
            isRead: true,
            status: "replied",
            replies: [{ id: "r1", message: "Yes, after 6.", adminName: "Asha", createdAt: "2026-11-20T11:00:00.000Z" }],
          }),
        ],
      ],
    ]);
    expect(html.match(/>Unread</g)).toHaveLength(1);
    expect(html).toContain("Reply by Asha");
    expect(html).toContain("Yes, after 6.");
    expect(html).toContain('href="tel:+919123456789"');
  });

  it("filters by the status in the URL and says when nothing matches", () => {
    const html = renderWithCache(at(ContactTab, "tab=contact&status=resolved"), [
      [contactQueriesQuery("resolved", 0).queryKey, []],
    ]);
    expect(html).toContain("No resolved queries.");
  });
});

describe("failures name their list (docs/product.md#messages)", () => {
  const failed = new ApiRequestError(500, "500: Internal Server Error");
  it.each([
    [ContactTab, "tab=contact", contactQueriesQuery(undefined, 0).queryKey, "Failed to fetch contact queries"],
    [UsersTab, "tab=users", adminUsersQuery("", 0).queryKey, "Failed to fetch users"],
    [CouponsTab, "tab=coupons", couponsQuery(0).queryKey, "Failed to fetch coupons"],
    [AuditTab, "tab=audit", auditLogQuery({}, 0).queryKey, "Failed to fetch audit log"],
  ] as const)("%#", (tab, search, key, text) => {
    expect(renderWithCache(at(tab, search), [[key, failed]])).toContain(text);
  });
});

describe("Users tab", () => {
  const user: AdminUser = {
    id: "u1",
    username: "farhan",
    fullName: "Farhan Sharma",
    email: "farhan@example.in",
    mobile: "9824601101",
    role: "seller",
    isVerified: true,
    mobileVerified: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    bankAccounts: [
      {
        id: "b1",
        accountHolderName: "Farhan Sharma",
        accountNumber: "XXXXXX7890",
        ifscCode: "HDFC0000240",
        bankName: "HDFC Bank",
        branchName: null,
        accountType: "savings",
        isPrimary: true,
        isVerified: false,
        verificationStatus: "needs_review",
        verificationNote: null,
        registeredName: "F SHAIKH",
      },
      {
        id: "b2",
        accountHolderName: "Farhan Sharma",
        accountNumber: "XXXXXX1234",
        ifscCode: "SBIN0001234",
        bankName: "State Bank of India",
        branchName: null,
        accountType: "current",
        isPrimary: false,
        isVerified: true,
        verificationStatus: "verified",
        verificationNote: null,
        registeredName: null,
      },
    ],
  };
  it("offers Verify only on accounts not yet verified, with masked numbers", () => {
    const html = renderWithCache(at(UsersTab, "tab=users&q=farhan"), [[adminUsersQuery("farhan", 0).queryKey, [user]]]);
    expect(html.match(/aria-label="Verify /g)).toHaveLength(1);
    expect(html).toContain('aria-label="Verify HDFC Bank XXXXXX7890"');
    expect(html).toContain("XXXXXX1234");
    expect(html).toContain('value="farhan"');
  });
});

describe("Coupons tab", () => {
  const coupon: AdminCoupon = {
    id: "c1",
    code: "SOFA15",
    description: null,
    discountType: "percentage",
    discountValue: 15,
    eliminateFees: false,
    eliminateDelivery: true,
    firstOrderOnly: false,
    minOrderValue: 1000,
    maxDiscountAmount: 750,
    usageLimit: 100,
    usedCount: 3,
    isActive: true,
    validFrom: null,
    validUntil: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  };
  it("says what a coupon gives and how often it was used", () => {
    const html = renderWithCache(at(CouponsTab, "tab=coupons"), [[couponsQuery(0).queryKey, [coupon]]]);
    expect(html).toContain("15% off (up to ₹750), free delivery");
    expect(html).toContain(">3 of 100<");
    expect(html).toContain("Deactivate");
  });
});

describe("Audit log tab", () => {
  it("says who did what to which thing in words, with no raw ids or JSON", () => {
    const html = renderWithCache(at(AuditTab, "tab=audit"), [
      [
        auditLogQuery({}, 0).queryKey,
        [
          {
            id: "e1",
            adminId: "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
            adminName: "Ritu Admin",
            action: "order_status",
            entityType: "order",
            entityId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
            details: { from: "placed", to: "confirmed" },
            createdAt: "2026-11-20T10:00:00.000Z",
            entityLabel: "order #100042",
            detailsText: "from placed to confirmed",
          },
        ],
      ],
    ]);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Changed order status");
    expect(text).toContain("by Ritu Admin · order #100042");
    expect(text).toContain("from placed to confirmed");
    expect(text).not.toContain("9a8b7c6d-5e4f");
    expect(html).not.toContain("{&quot;");
  });
});
