import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { productModifications, products } from "../../db/schema/products";
import { listingTestApp, phoneListing } from "../../test/test-listings";

const t = listingTestApp();
const { account, req, approve } = t;

const listing = phoneListing;

describe("moderation", () => {
  it("enforces the moderation state machine", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect((await req("PUT", `/api/admin/products/${p.id}/sold`, admin.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/admin/products/${p.id}/delist`, admin.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: " " })).statusCode).toBe(400);
    expect(
      (
        await req("PUT", `/api/admin/products/${p.id}/request-edit`, admin.token, {
          editRequests: "Add a photo of the back",
        })
      ).statusCode,
    ).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    expect(
      (await req("PUT", `/api/admin/products/${p.id}/delist`, admin.token, { reason: "Blurry photos" })).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.status).toBe("pending");
    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/sold`, admin.token)).statusCode).toBe(200);
    const sold = (await req("GET", `/api/products/${p.id}`)).json();
    expect(sold).toMatchObject({ status: "sold", isAvailable: false });
    // Only a live listing is deleted (docs/product.md#listings): a sold one stays as the record of its sale.
    expect((await req("DELETE", `/api/admin/products/${p.id}`, admin.token, { reason: "Duplicate" })).statusCode).toBe(
      409,
    );
    expect((await req("GET", `/api/products/${p.id}`, admin.token)).statusCode).toBe(200);
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id)))
      .map((x) => x.type)
      .sort();
    expect(types).toEqual([
      "product_approved",
      "product_approved",
      "product_delisted",
      "product_needs_edit",
      "product_sold",
    ]);
  });
});

describe("admin moderation lists", () => {
  it("shows new listings and edits of live ones with their seller; payout accounts masked", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const fresh = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Study table" }))
    ).json();
    const live = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Office chair" }))
    ).json();
    await approve(live.id, admin.token);
    expect(
      (
        await req(
          "PUT",
          `/api/products/${live.id}/edit`,
          seller.token,
          listing(seller.bankId, { title: "Office chair, ergonomic", price: 3500 }),
        )
      ).statusCode,
    ).toBe(200);

    expect((await req("GET", "/api/admin/products/pending", seller.token)).statusCode).toBe(403);
    expect((await req("GET", "/api/admin/products/pending")).statusCode).toBe(401);
    const queue = (await req("GET", "/api/admin/products/pending", admin.token)).json();
    const newRow = queue.find((p: { id: string }) => p.id === fresh.id);
    expect(newRow).toMatchObject({
      sellerName: seller.user.fullName,
      sellerMobile: seller.user.mobile,
      addressLine1: "12 MG Road",
      hasPendingEdit: false,
    });
    expect(newRow.modification).toBeUndefined();
    const editRow = queue.find((p: { id: string }) => p.id === live.id);
    expect(editRow).toMatchObject({
      title: "Office chair",
      price: 42000,
      hasPendingEdit: true,
      modification: { title: "Office chair, ergonomic", price: 3500 },
    });
    expect(typeof editRow.modification.requestedAt).toBe("string");
    expect(editRow.modification.productId).toBeUndefined();

    const approved = (await req("GET", "/api/admin/products/approved", admin.token)).json();
    expect(approved.map((p: { id: string }) => p.id)).toContain(live.id);
    const withBank = (await req("GET", "/api/admin/products-with-bank-accounts", admin.token)).json();
    expect(withBank.find((p: { id: string }) => p.id === fresh.id)).toMatchObject({
      bankAccountId: seller.bankId,
      accountNumber: "XXXXXX1234",
      bankName: "State Bank of India",
    });
  });

  it("rejects a pending listing with a reason the seller sees, and an edit without touching the live listing", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect(
      (
        await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, {
          reason: "Photos are of a different phone",
        })
      ).statusCode,
    ).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "again" })).statusCode).toBe(
      409,
    );
    expect(
      (await req("PUT", `/api/admin/products/${p.id}/request-edit`, admin.token, { editRequests: "x" })).statusCode,
    ).toBe(409);
    expect((await req("GET", `/api/products/${p.id}`, seller.token)).json()).toMatchObject({
      status: "rejected",
      rejectionReason: "Photos are of a different phone",
    });
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, p.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "reject",
      adminId: admin.user.id,
      details: { reason: "Photos are of a different phone" },
    });

    // Editing a rejected listing sends it back to review.
    const resubmitted = await req(
      "PUT",
      `/api/products/${p.id}/edit`,
      seller.token,
      listing(seller.bankId, { description: "Now with the right photos." }),
    );
    expect(resubmitted.json()).toMatchObject({
      modificationPending: false,
      product: { status: "pending", rejectionReason: null },
    });

    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    expect(
      (await req("PUT", `/api/products/${p.id}/edit`, seller.token, listing(seller.bankId, { price: 1 }))).statusCode,
    ).toBe(200);
    expect(
      (await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "Price looks wrong" })).statusCode,
    ).toBe(200);
    expect((await req("GET", `/api/products/${p.id}`)).json()).toMatchObject({ price: 42000, status: "approved" });
    const [mod] = await t.db.select().from(productModifications).where(eq(productModifications.productId, p.id));
    expect(mod).toMatchObject({ status: "rejected", rejectionReason: "Price looks wrong" });
  });
});
