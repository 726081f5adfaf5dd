import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { productModifications, products } from "../../db/schema/products";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Moderation" });

const jpegDataUrl = async (w = 800, h = 600) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer()
  ).toString("base64")}`;

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const listing = almirahListing;

/** Whether a stored file is still served (every size of a photo lives in one folder, removed together). */
const stored = async (url: string) => (await t.app.inject({ url })).statusCode === 200;

/** A live listing with one photo, and an edit of it awaiting approval that adds a second photo. */
async function liveListingWithPendingEdit() {
  const seller = await account();
  const admin = await account("admin");
  const created = (
    await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
  ).json();
  expect((await req("PUT", `/api/admin/products/${created.id}/approve`, admin.token)).statusCode).toBe(200);
  const edit = await req(
    "PUT",
    `/api/products/${created.id}/edit`,
    seller.token,
    listing(seller.bankId, {
      title: "Godrej almirah (price drop)",
      price: 5900,
      images: [created.images[0], await jpegDataUrl(640, 640)],
    }),
  );
  expect(edit.json().modificationPending).toBe(true);
  const [modification] = await t.db
    .select()
    .from(productModifications)
    .where(eq(productModifications.productId, created.id));
  const livePhoto = created.images[0] as string;
  const newPhoto = modification!.images!.find((url) => url !== livePhoto)!;
  expect(await stored(newPhoto)).toBe(true);
  return {
    seller,
    admin,
    product: created as { id: string; images: string[] },
    modification: modification!,
    livePhoto,
    newPhoto,
  };
}

const pendingQueue = async (token: string) =>
  (await req("GET", "/api/admin/products/pending", token)).json() as { id: string; modification?: { id: string } }[];
const auditOf = (productId: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, productId));
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("an edit awaiting approval when its listing leaves the live state", () => {
  it("is withdrawn on delist: its new photo is removed, the live photo kept, and the queue shows only the listing", async () => {
    const { seller, admin, product, modification, livePhoto, newPhoto } = await liveListingWithPendingEdit();
    expect((await pendingQueue(admin.token)).find((p) => p.id === product.id)?.modification?.id).toBe(modification.id);

    expect(
      (await req("PUT", `/api/admin/products/${product.id}/delist`, admin.token, { reason: "Check the photos" }))
        .statusCode,
    ).toBe(200);

    const [settled] = await t.db
      .select()
      .from(productModifications)
      .where(eq(productModifications.id, modification.id));
    expect(settled).toMatchObject({ status: "rejected", rejectionReason: "Withdrawn: the listing was delisted." });
    expect(settled!.reviewedAt).toBeInstanceOf(Date);
    expect(await stored(newPhoto)).toBe(false);
    expect(await stored(livePhoto)).toBe(true);

    const rows = (await pendingQueue(admin.token)).filter((p) => p.id === product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.modification).toBeUndefined();
    expect((await req("GET", `/api/products/${product.id}`, seller.token)).json()).toMatchObject({
      status: "pending",
      hasPendingEdit: false,
      title: "Godrej steel almirah, 2 doors",
    });

    const audit = await auditOf(product.id);
    expect(audit.find((a) => a.action === "delist")).toMatchObject({
      adminId: admin.user.id,
      details: { reason: "Check the photos", withdrawnModificationId: modification.id },
    });
    const notice = (await noticesOf(seller.user.id)).find((x) => x.type === "product_delisted");
    expect(notice!.message).toBe(
      `"Godrej steel almirah, 2 doors" is no longer visible to buyers: Check the photos. Your edit that was awaiting approval has been withdrawn.`,
    );

    // Approved again, the listing comes back as it was: the withdrawn edit does not resurface.
    expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(200);
    expect((await pendingQueue(admin.token)).some((p) => p.id === product.id)).toBe(false);
    expect((await req("GET", `/api/products/${product.id}`)).json()).toMatchObject({
      title: "Godrej steel almirah, 2 doors",
      price: 6500,
      images: [livePhoto],
    });
  });

  it("is withdrawn when the listing is marked sold", async () => {
    const { seller, admin, product, modification, livePhoto, newPhoto } = await liveListingWithPendingEdit();
    expect((await req("PUT", `/api/admin/products/${product.id}/sold`, admin.token)).statusCode).toBe(200);

    const [settled] = await t.db
      .select()
      .from(productModifications)
      .where(eq(productModifications.id, modification.id));
    expect(settled).toMatchObject({
      status: "rejected",
      rejectionReason: "Withdrawn: the listing was marked as sold.",
    });
    expect(await stored(newPhoto)).toBe(false);
    expect(await stored(livePhoto)).toBe(true);
    expect((await pendingQueue(admin.token)).some((p) => p.id === product.id)).toBe(false);
    expect((await req("GET", `/api/products/${product.id}`)).json()).toMatchObject({
      status: "sold",
      isAvailable: false,
      price: 6500,
    });

    expect((await auditOf(product.id)).find((a) => a.action === "mark_sold")!.details).toEqual({
      withdrawnModificationId: modification.id,
    });
    const notice = (await noticesOf(seller.user.id)).find((x) => x.type === "product_sold");
    expect(notice!.message).toBe(
      `"Godrej steel almirah, 2 doors" is marked as sold. Your edit that was awaiting approval has been withdrawn.`,
    );
  });

  it("goes with the listing on delete, files and all", async () => {
    const { seller, admin, product, modification, livePhoto, newPhoto } = await liveListingWithPendingEdit();
    expect(
      (await req("DELETE", `/api/admin/products/${product.id}`, admin.token, { reason: "Duplicate" })).statusCode,
    ).toBe(200);
    expect(await stored(newPhoto)).toBe(false);
    expect(await stored(livePhoto)).toBe(false);
    expect(
      await t.db.select().from(productModifications).where(eq(productModifications.productId, product.id)),
    ).toEqual([]);
    expect((await pendingQueue(admin.token)).some((p) => p.id === product.id)).toBe(false);
    expect((await auditOf(product.id)).find((a) => a.action === "delete")!.details).toEqual({
      reason: "Duplicate",
      title: "Godrej steel almirah, 2 doors",
      withdrawnModificationId: modification.id,
    });
    expect((await noticesOf(seller.user.id)).map((x) => x.type)).toContain("product_delisted");
  });

  it("never lists an edit whose listing is not live", async () => {
    const seller = await account();
    const admin = await account("admin");
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    // An edit that raced a delist (the seller read "approved" just before the admin acted).
    await t.db.insert(productModifications).values({ productId: p.id, title: "Raced edit" });
    const rows = (await pendingQueue(admin.token)).filter((row) => row.id === p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.modification).toBeUndefined();
  });
});

describe("reviewing an edit of a live listing", () => {
  it("removes the photos an approved edit replaced, and the new photos of a rejected one", async () => {
    const first = await liveListingWithPendingEdit();
    const seller = first.seller;
    // Replace the live photo outright in a second edit, then approve: the old photo has no user left.
    const replacement = await jpegDataUrl(700, 500);
    await req(
      "PUT",
      `/api/products/${first.product.id}/edit`,
      seller.token,
      listing(seller.bankId, { images: [first.newPhoto, replacement] }),
    );
    expect((await req("PUT", `/api/admin/products/${first.product.id}/approve`, first.admin.token)).statusCode).toBe(
      200,
    );
    const live = (await req("GET", `/api/products/${first.product.id}`)).json();
    expect(live.images[0]).toBe(first.newPhoto);
    expect(await stored(first.livePhoto)).toBe(false);
    for (const url of live.images) expect(await stored(url)).toBe(true);

    const second = await liveListingWithPendingEdit();
    expect(
      (
        await req("PUT", `/api/admin/products/${second.product.id}/reject`, second.admin.token, {
          reason: "Photo is blurry",
        })
      ).statusCode,
    ).toBe(200);
    expect(await stored(second.newPhoto)).toBe(false);
    expect(await stored(second.livePhoto)).toBe(true);
  });

  it("answers Request Edit on an edit of a live listing with a 409 that says what to do instead", async () => {
    const { admin, product } = await liveListingWithPendingEdit();
    const res = await req("PUT", `/api/admin/products/${product.id}/request-edit`, admin.token, {
      editRequests: "Add the back side",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Changes cannot be requested on an edit of a live listing. Reject the edit with a reason instead; the listing stays live as it was.",
    );
    expect((await auditOf(product.id)).map((a) => a.action)).toEqual(["approve"]);
  });
});

describe("DELETE /api/admin/products/{id}", () => {
  it("deletes only a live listing; any other state answers 409 and keeps everything", async () => {
    const seller = await account();
    const admin = await account("admin");
    const p = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();

    const pending = await req("DELETE", `/api/admin/products/${p.id}`, admin.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("Only approved listings can be deleted; this one is pending.");
    await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "Wrong category" });
    expect((await req("DELETE", `/api/admin/products/${p.id}`, admin.token)).json().message).toBe(
      "Only approved listings can be deleted; this one is rejected.",
    );

    const q = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();
    await req("PUT", `/api/admin/products/${q.id}/approve`, admin.token);
    await req("PUT", `/api/admin/products/${q.id}/sold`, admin.token);
    const sold = await req("DELETE", `/api/admin/products/${q.id}`, admin.token, { reason: "Old" });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe("Only approved listings can be deleted; this one is sold.");

    for (const kept of [p, q]) {
      expect((await t.db.select().from(products).where(eq(products.id, kept.id))).length).toBe(1);
      expect(await stored(kept.images[0])).toBe(true);
      expect((await auditOf(kept.id)).some((a) => a.action === "delete")).toBe(false);
    }
    expect(
      (await req("DELETE", "/api/admin/products/00000000-0000-4000-8000-000000000000", admin.token)).statusCode,
    ).toBe(404);
    expect((await req("DELETE", `/api/admin/products/${q.id}`, seller.token)).statusCode).toBe(403);
  });

  it("removes the listing's photos, bill and video, but not a video another listing still shows", async () => {
    const seller = await account();
    const admin = await account("admin");
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(4),
      Buffer.from("mp42isom"),
      Buffer.alloc(2048, 7),
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/products/videos",
      payload: mp4,
      headers: { "content-type": "video/mp4", authorization: `Bearer ${seller.token}` },
    });
    const { videoUrl } = upload.json();
    const withFiles = {
      images: [await jpegDataUrl(), await jpegDataUrl(600, 900)],
      hasBill: true,
      billPhoto: await jpegDataUrl(500, 700),
      videoUrl,
    };
    const doomed = (await req("POST", "/api/products", seller.token, listing(seller.bankId, withFiles))).json();
    // New listings may no longer share a video, but older ones did: the file stays while any listing shows it.
    const [sibling] = await t.db
      .insert(products)
      .values({
        title: "Matching dressing table",
        description: "Same set.",
        price: 4000,
        category: "home_garden",
        sellerId: seller.user.id,
        videoUrl,
      })
      .returning();
    expect(doomed.billPhoto).toMatch(/^\/uploads\/bill\//);
    await req("PUT", `/api/admin/products/${doomed.id}/approve`, admin.token);

    const res = await req("DELETE", `/api/admin/products/${doomed.id}`, admin.token, { reason: "Seller asked" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Product deleted permanently" });
    for (const url of [...doomed.images, doomed.images[0].replace("full.webp", "thumb.webp"), doomed.billPhoto])
      expect(await stored(url), url).toBe(false);
    expect(await stored(videoUrl)).toBe(true);
    expect((await req("GET", `/api/products/${sibling!.id}`, seller.token)).json().videoUrl).toBe(videoUrl);

    const notice = (await noticesOf(seller.user.id)).find((x) => x.title === "Listing removed");
    expect(notice).toMatchObject({
      type: "product_delisted",
      message: `"Godrej steel almirah, 2 doors" was removed from Dobara: Seller asked`,
    });
  });
});

describe("GET /api/admin/products-with-bank-accounts paging", () => {
  it("answers the whole list without limit, and the same list a page at a time with limit and offset", async () => {
    const seller = await account();
    const admin = await account("admin");
    for (let i = 0; i < 5; i++)
      expect(
        (await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: `Almirah ${i}` })))
          .statusCode,
      ).toBe(201);
    const all = (await req("GET", "/api/admin/products-with-bank-accounts", admin.token)).json() as { id: string }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect((await req("GET", "/api/admin/products-with-bank-accounts/count", admin.token)).json()).toEqual({
      total: all.length,
    });

    const paged: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const page = (
        await req("GET", `/api/admin/products-with-bank-accounts?limit=2&offset=${offset}`, admin.token)
      ).json() as { id: string }[];
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page.map((p) => p.id));
      if (page.length < 2) break;
    }
    expect(paged).toEqual(all.map((p) => p.id));
  });

  it("refuses bad paging values with a 400 and strangers with a 403", async () => {
    const admin = await account("admin");
    for (const query of [
      "limit=0",
      "limit=abc",
      "limit=101",
      "limit=2.5",
      "offset=-1",
      "offset=x",
      "limit=5&offset=100001",
    ]) {
      const res = await req("GET", `/api/admin/products-with-bank-accounts?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    const seller = await account();
    expect((await req("GET", "/api/admin/products-with-bank-accounts?limit=2", seller.token)).statusCode).toBe(403);
    expect((await req("GET", "/api/admin/products-with-bank-accounts/count", seller.token)).statusCode).toBe(403);
  });
});
