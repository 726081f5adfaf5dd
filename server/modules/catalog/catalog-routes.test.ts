import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { productModifications, products } from "../../db/schema/products";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";
import { productShareMeta } from "./product-share-meta";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (opts: { role?: "buyer" | "seller" | "admin"; verified?: boolean } = {}) => testAccount(t.db, { ...opts, label: "Seller" });

const jpegDataUrl = async (w = 1200, h = 900) =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer()).toString("base64")}`;

/** A listing outside the catalogue's typed categories: no product type, brand, RAM or storage. */
const untyped = { productType: undefined, brand: undefined, ram: undefined, storage: undefined };

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const listing = (bankId: string, extra: Record<string, unknown> = {}) => ({
  title: "Samsung Galaxy S21 Ultra 256GB",
  description: "Phantom black, lightly used, with box and charger.",
  price: 42000,
  category: "electronics",
  productType: "mobile",
  brand: "Samsung",
  ram: "8gb",
  storage: "256gb",
  condition: "like_new",
  selectedBankAccountId: bankId,
  addressLine1: "12 MG Road",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  ...extra,
});

describe("listing, moderation and discovery", () => {
  it("lists a product with images as pending; the public cannot see it until approved", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const res = await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl(), await jpegDataUrl(800, 1200)] }));
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product.status).toBe("pending");
    expect(product.images).toHaveLength(2);
    for (const url of product.images) {
      expect(url).toMatch(/^\/uploads\/.+\/full\.webp$/);
      const img = await t.app.inject({ url });
      expect(img.statusCode).toBe(200);
      expect(img.headers["content-type"]).toBe("image/webp");
    }
    expect((await req("GET", `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await req("GET", `/api/products/${product.id}`, seller.token)).json().addressLine1).toBe("12 MG Road");

    expect((await req("PUT", `/api/admin/products/${product.id}/approve`, seller.token)).statusCode).toBe(403);
    expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(409);

    const pub = await req("GET", `/api/products/${product.id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().addressLine1).toBeUndefined();
    expect(pub.json().selectedBankAccountId).toBeUndefined();

    const found = await req("GET", "/api/products?search=samsng");
    expect(found.json().map((p: { id: string }) => p.id)).toContain(product.id);
    const byWord = await req("GET", "/api/products?search=galaxy%20phantom&category=ELECTRONICS");
    expect(byWord.json()[0].id).toBe(product.id);

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notice!.type).toBe("product_approved");
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, product.id));
    expect(audit.map((a) => a.action)).toEqual(["approve"]);
  });

  it("keeps the live listing unchanged while an edit awaits approval, then applies it", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const created = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))).json();
    await req("PUT", `/api/admin/products/${created.id}/approve`, admin.token);

    const edit = await req("PUT", `/api/products/${created.id}/edit`, seller.token, listing(seller.bankId, { title: "Samsung S21 Ultra (price drop)", price: 39000, images: [created.images[0], await jpegDataUrl(640, 640)] }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().modificationPending).toBe(true);
    const live = (await req("GET", `/api/products/${created.id}`)).json();
    expect(live).toMatchObject({ title: created.title, price: 42000, status: "approved" });
    expect((await req("GET", `/api/products/${created.id}`, seller.token)).json().hasPendingEdit).toBe(true);

    const pending = (await req("GET", "/api/admin/products/pending", admin.token)).json();
    expect(pending.find((p: { id: string }) => p.id === created.id).modification.title).toBe("Samsung S21 Ultra (price drop)");

    expect((await req("PUT", `/api/admin/products/${created.id}/approve`, admin.token)).statusCode).toBe(200);
    const after = (await req("GET", `/api/products/${created.id}`)).json();
    expect(after).toMatchObject({ title: "Samsung S21 Ultra (price drop)", price: 39000 });
    expect(after.images).toHaveLength(2);
    const [mod] = await t.db.select().from(productModifications).where(eq(productModifications.productId, created.id));
    expect(mod!.status).toBe("approved");
  });

  it("enforces the moderation state machine", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect((await req("PUT", `/api/admin/products/${p.id}/sold`, admin.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/admin/products/${p.id}/delist`, admin.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: " " })).statusCode).toBe(400);
    expect((await req("PUT", `/api/admin/products/${p.id}/request-edit`, admin.token, { editRequests: "Add a photo of the back" })).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/delist`, admin.token, { reason: "Blurry photos" })).statusCode).toBe(200);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.status).toBe("pending");
    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/sold`, admin.token)).statusCode).toBe(200);
    const sold = (await req("GET", `/api/products/${p.id}`)).json();
    expect(sold).toMatchObject({ status: "sold", isAvailable: false });
    // Part 2 §4 deletes a live listing only: a sold one stays as the record of its sale.
    expect((await req("DELETE", `/api/admin/products/${p.id}`, admin.token, { reason: "Duplicate" })).statusCode).toBe(409);
    expect((await req("GET", `/api/products/${p.id}`, admin.token)).statusCode).toBe(200);
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id))).map((x) => x.type).sort();
    expect(types).toEqual(["product_approved", "product_approved", "product_delisted", "product_needs_edit", "product_sold"]);
  });

  it("refuses bad listings and stores nothing", async () => {
    const seller = await account();
    const other = await account();
    const unverified = await account({ verified: false });
    const before = (await t.db.select().from(products)).length;
    const pdf = `data:image/jpeg;base64,${Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n").toString("base64")}`;
    const cases: [string, unknown, number][] = [
      ["price 0", listing(seller.bankId, { price: 0 }), 400],
      ["price -5", listing(seller.bankId, { price: -5 }), 400],
      ["price 1e12", listing(seller.bankId, { price: 1e12 }), 400],
      ["price abc", listing(seller.bankId, { price: "abc" }), 400],
      ["price with paise", listing(seller.bankId, { price: 10.5 }), 400],
      ["unknown category", listing(seller.bankId, { category: "weapons" }), 400],
      ["someone else's bank account", listing(other.bankId), 400],
      ["no bank account", listing(seller.bankId, { selectedBankAccountId: undefined }), 400],
      ["six images", listing(seller.bankId, { images: Array(6).fill("data:image/png;base64,AAAA") }), 400],
      ["a PDF called a JPEG", listing(seller.bankId, { images: [pdf] }), 400],
      ["an image URL it does not own", listing(seller.bankId, { images: ["https://evil.example/x.jpg"] }), 400],
      ["blank title", listing(seller.bankId, { title: "   " }), 400],
      ["bad pincode", listing(seller.bankId, { pincode: "012345" }), 400],
      ["a product type of another category", listing(seller.bankId, { ...untyped, category: "books", productType: "mobile" }), 400],
      ["a brand not in the type's list", listing(seller.bankId, { brand: "Samsnug" }), 400],
      ["RAM on a laptop", listing(seller.bankId, { productType: "laptop", brand: "Dell", storage: undefined }), 400],
      ["storage on a book", listing(seller.bankId, { ...untyped, category: "books", storage: "128gb" }), 400],
      ["no address line 1", listing(seller.bankId, { addressLine1: " " }), 400],
      ["no pincode", listing(seller.bankId, { pincode: undefined }), 400],
      ["a 5-digit pincode", listing(seller.bankId, { pincode: "56001" }), 400],
      ["no city", listing(seller.bankId, { city: "" }), 400],
      ["no state", listing(seller.bankId, { state: undefined }), 400],
      ["a bill without its photo", listing(seller.bankId, { hasBill: true }), 400],
    ];
    for (const [label, body, status] of cases) {
      const res = await req("POST", "/api/products", seller.token, body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBeTruthy();
    }
    expect((await req("POST", "/api/products", unverified.token, listing(unverified.bankId))).statusCode).toBe(403);
    expect((await req("POST", "/api/products", undefined, listing(seller.bankId))).statusCode).toBe(401);
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it("checks the catalogue and the pickup address on create and on edit, with the form's own messages", async () => {
    const seller = await account();
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...untyped, category: "fashion", productType: "laptop" }, "productType", "Choose a product type from the list for this category"],
      [{ brand: "Nokla" }, "brand", "Choose a brand from the list, or Other"],
      [{ productType: "tv", brand: "Sony" }, "ram", "RAM and storage apply only to mobile phones"],
      [{ addressLine1: "" }, "addressLine1", "Address line 1 is required"],
      [{ pincode: "" }, "pincode", "Pincode must be 6 digits and cannot start with 0"],
      [{ city: "  " }, "city", "City is required"],
      [{ state: "" }, "state", "State is required"],
      [{ hasBill: true, billPhoto: null }, "billPhoto", "Add a photo of the bill, or choose No"],
    ];
    for (const [extra, field, message] of cases) {
      for (const [method, url] of [["POST", "/api/products"], ["PUT", `/api/products/${p.id}/edit`]] as const) {
        const res = await req(method, url, seller.token, listing(seller.bankId, extra));
        expect(res.statusCode, `${method} ${field}`).toBe(400);
        expect(res.json().details, `${method} ${field}`).toContainEqual({ field, message });
      }
    }
    expect((await req("GET", `/api/products/${p.id}`, seller.token)).json()).toMatchObject({ brand: "Samsung", ram: "8gb", city: "Bengaluru", updatedAt: p.updatedAt });
  });

  it("stores the brand a seller types under Other, and Other alone as Other", async () => {
    const seller = await account();
    const typed = await req("POST", "/api/products", seller.token, listing(seller.bankId, { brand: "Other", otherBrand: " Jio " }));
    expect(typed.statusCode).toBe(201);
    expect(typed.json().brand).toBe("Jio");
    const bare = await req("POST", "/api/products", seller.token, listing(seller.bankId, { brand: "Other" }));
    expect(bare.json().brand).toBe("Other");
    // A type without a brand list takes the seller's own words; so does a category without product types.
    expect((await req("POST", "/api/products", seller.token, listing(seller.bankId, { productType: "camera", brand: "Canon", ram: undefined, storage: undefined }))).json().brand).toBe("Canon");
    expect((await req("POST", "/api/products", seller.token, listing(seller.bankId, { ...untyped, category: "sports", brand: "SG" }))).json().brand).toBe("SG");
  });

  it("lets only the owner edit", async () => {
    const seller = await account();
    const other = await account();
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    const res = await req("PUT", `/api/products/${p.id}/edit`, other.token, listing(other.bankId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You can only edit your own products.");
    expect((await req("PUT", `/api/products/00000000-0000-4000-8000-000000000000/edit`, seller.token, listing(seller.bankId))).statusCode).toBe(404);
    expect((await req("PUT", `/api/products/not-a-uuid/edit`, seller.token, listing(seller.bankId))).statusCode).toBe(400);
  });

  it("caps the page size, pages by offset and sorts by price", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    for (const price of [300, 100, 200]) {
      const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { ...untyped, title: `Cricket bat ${price}`, category: "sports", price }))).json();
      await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);
    }
    const asc = (await req("GET", "/api/products?category=sports&sort=price_asc")).json();
    expect(asc.map((p: { price: number }) => p.price)).toEqual([100, 200, 300]);
    const desc = (await req("GET", "/api/products?category=sports&sort=price_desc&limit=2&offset=1")).json();
    expect(desc.map((p: { price: number }) => p.price)).toEqual([200, 100]);
    expect((await req("GET", "/api/products?limit=100000")).statusCode).toBe(200);
    expect((await req("GET", "/api/products?sort=cheapest")).statusCode).toBe(400);
    expect((await req("GET", `/api/products?search=${encodeURIComponent("'; DROP TABLE products; --")}`)).statusCode).toBe(200);
  });

  it("searches words by relevance, forgives typos only when the words match nothing, and pages either way", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const approved = async (extra: Record<string, unknown>) => {
      const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { ...untyped, category: "books", ...extra }))).json();
      await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);
      return p.id as string;
    };
    const inDescription = await approved({ title: "Study lamp for students", description: "Goes well with a harmonium stand. Warm light." });
    const inTitle = await approved({ title: "Bina harmonium, 3 octave", description: "Nine stopper, serviced last year." });
    const byBrand = await approved({ title: "Scale changer, 42 keys", category: "other", brand: "Yamaha" });
    const ids = async (query: string) => (await req("GET", `/api/products?${query}`)).json().map((p: { id: string }) => p.id);

    expect(await ids("search=harmonium")).toEqual([inTitle, inDescription]);
    expect(await ids("search=harmonium&sort=price_asc&limit=1&offset=1")).toHaveLength(1);
    expect(await ids("search=harmonium&offset=2")).toEqual([]);
    expect(await ids("search=harmonim")).toEqual([inTitle]);
    expect(await ids("search=yamha")).toEqual([byBrand]);
    expect(await ids("search=harmonium&category=other")).toEqual([]);

    const mobile = await approved({ title: "Pixel 7a, Sea blue", description: "Battery health 91%.", category: "electronics", productType: "mobile", brand: "Google Pixel" });
    expect(await ids("search=pixel%20phone")).toEqual([mobile]);
  });
});

describe("wishlist", () => {
  it("adds once, lists with the product, removes only the owner's entries", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const buyer = await account({ role: "buyer" });
    const stranger = await account({ role: "buyer" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect((await req("POST", "/api/wishlist", buyer.token, { productId: p.id })).statusCode).toBe(404);
    await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);

    expect((await req("POST", "/api/wishlist", undefined, { productId: p.id })).statusCode).toBe(401);
    const added = await req("POST", "/api/wishlist", buyer.token, { productId: p.id });
    expect(added.statusCode).toBe(201);
    expect((await req("POST", "/api/wishlist", buyer.token, { productId: p.id })).statusCode).toBe(409);
    const list = (await req("GET", `/api/wishlist/${buyer.user.id}`, buyer.token)).json();
    expect(list).toHaveLength(1);
    expect(list[0].product).toMatchObject({ id: p.id, price: 42000 });
    expect((await req("GET", `/api/wishlist/${buyer.user.id}`, stranger.token)).statusCode).toBe(403);
    expect((await req("DELETE", `/api/wishlist/${added.json().id}`, stranger.token)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/wishlist/${added.json().id}`, buyer.token)).statusCode).toBe(200);
    expect((await req("GET", `/api/wishlist/${buyer.user.id}`, buyer.token)).json()).toEqual([]);
  });
});

/** The first bytes of an MP4 as phones write it, then filler: enough for the content check. */
const mp4Bytes = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(4), Buffer.from("mp42isom"), Buffer.alloc(2048, 7)]);
const uploadVideo = (token: string | undefined, payload: Buffer, contentType = "video/mp4") =>
  t.app.inject({ method: "POST", url: "/api/products/videos", payload, headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe("uploaded files", () => {
  it("serves stored images for a year with their type, and answers 404 for an unknown file", async () => {
    const seller = await account();
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))).json();
    const img = await t.app.inject({ url: p.images[0].replace("full.webp", "thumb.webp") });
    expect(img.statusCode).toBe(200);
    expect(img.headers).toMatchObject({ "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" });
    const missing = await t.app.inject({ url: "/uploads/img/00000000-0000-4000-8000-000000000000/full.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
    expect([403, 404]).toContain((await t.app.inject({ url: "/uploads/..%2f..%2fpackage.json" })).statusCode);
  });

  it("allows five large photos on a listing but keeps the 1 MB limit elsewhere", async () => {
    const seller = await account();
    const tooBig = `data:image/jpeg;base64,${Buffer.alloc(10 * 1024 * 1024 + 100, 1).toString("base64")}`;
    const res = await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl(), tooBig] }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Image 2 is over 10MB");
    const huge = await req("POST", "/api/wishlist", seller.token, { productId: "00000000-0000-4000-8000-000000000000", padding: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it("answers a live listing's images without login, and nothing for a pending one", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))).json();
    expect((await req("GET", `/api/products/${p.id}/thumbnail`)).statusCode).toBe(404);
    await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);
    const thumb = await req("GET", `/api/products/${p.id}/thumbnail`);
    expect(thumb.json()).toEqual({ images: p.images });
    expect(thumb.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("stores a seller's video by content and lets only that seller attach it", async () => {
    const seller = await account();
    const other = await account();
    expect((await uploadVideo(undefined, mp4Bytes())).statusCode).toBe(401);
    const pdf = await uploadVideo(seller.token, Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n".repeat(10)));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("The video must be an MP4, WebM or MOV file");
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect((await uploadVideo(seller.token, heic)).statusCode).toBe(400);
    const tooBig = await uploadVideo(seller.token, Buffer.alloc(50 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("Please select a video file under 50MB.");

    const uploaded = await uploadVideo(seller.token, mp4Bytes(), "application/octet-stream");
    expect(uploaded.statusCode).toBe(201);
    const { videoUrl } = uploaded.json();
    expect(videoUrl).toMatch(new RegExp(`^/uploads/vid/${seller.user.id}/[0-9a-f-]{36}/video\\.mp4$`));
    const served = await t.app.inject({ url: videoUrl, headers: { range: "bytes=0-15" } });
    expect(served.statusCode).toBe(206);
    expect(served.headers["content-type"]).toBe("video/mp4");

    const stolen = await req("POST", "/api/products", other.token, listing(other.bankId, { videoUrl }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe("The video must be one you uploaded for this listing");
    const made = await req("POST", "/api/products", seller.token, listing(seller.bankId, { videoUrl }));
    expect(made.json().videoUrl).toBe(videoUrl);
    const kept = await req("PUT", `/api/products/${made.json().id}/edit`, seller.token, listing(seller.bankId, { videoUrl }));
    expect(kept.json().product.videoUrl).toBe(videoUrl);
    const removed = await req("PUT", `/api/products/${made.json().id}/edit`, seller.token, listing(seller.bankId, { videoUrl: null }));
    expect(removed.json().product.videoUrl).toBeNull();
  });
});

describe("admin moderation lists", () => {
  it("shows new listings and edits of live ones with their seller; payout accounts masked", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const fresh = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Study table" }))).json();
    const live = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Office chair" }))).json();
    await req("PUT", `/api/admin/products/${live.id}/approve`, admin.token);
    await req("PUT", `/api/products/${live.id}/edit`, seller.token, listing(seller.bankId, { title: "Office chair, ergonomic", price: 3500 }));

    expect((await req("GET", "/api/admin/products/pending", seller.token)).statusCode).toBe(403);
    expect((await req("GET", "/api/admin/products/pending")).statusCode).toBe(401);
    const queue = (await req("GET", "/api/admin/products/pending", admin.token)).json();
    const newRow = queue.find((p: { id: string }) => p.id === fresh.id);
    expect(newRow).toMatchObject({ sellerName: seller.user.fullName, sellerMobile: seller.user.mobile, addressLine1: "12 MG Road", hasPendingEdit: false });
    expect(newRow.modification).toBeUndefined();
    const editRow = queue.find((p: { id: string }) => p.id === live.id);
    expect(editRow).toMatchObject({ title: "Office chair", price: 42000, hasPendingEdit: true, modification: { title: "Office chair, ergonomic", price: 3500 } });
    expect(typeof editRow.modification.requestedAt).toBe("string");
    expect(editRow.modification.productId).toBeUndefined();

    const approved = (await req("GET", "/api/admin/products/approved", admin.token)).json();
    expect(approved.map((p: { id: string }) => p.id)).toContain(live.id);
    const withBank = (await req("GET", "/api/admin/products-with-bank-accounts", admin.token)).json();
    expect(withBank.find((p: { id: string }) => p.id === fresh.id)).toMatchObject({ bankAccountId: seller.bankId, accountNumber: "XXXXXX1234", bankName: "State Bank of India" });
  });

  it("rejects a pending listing with a reason the seller sees, and an edit without touching the live listing", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "Photos are of a different phone" })).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "again" })).statusCode).toBe(409);
    expect((await req("PUT", `/api/admin/products/${p.id}/request-edit`, admin.token, { editRequests: "x" })).statusCode).toBe(409);
    expect((await req("GET", `/api/products/${p.id}`, seller.token)).json()).toMatchObject({ status: "rejected", rejectionReason: "Photos are of a different phone" });
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, p.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "reject", adminId: admin.user.id, details: { reason: "Photos are of a different phone" } });

    // Editing a rejected listing sends it back to review.
    const resubmitted = await req("PUT", `/api/products/${p.id}/edit`, seller.token, listing(seller.bankId, { description: "Now with the right photos." }));
    expect(resubmitted.json()).toMatchObject({ modificationPending: false, product: { status: "pending", rejectionReason: null } });

    expect((await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token)).statusCode).toBe(200);
    await req("PUT", `/api/products/${p.id}/edit`, seller.token, listing(seller.bankId, { price: 1 }));
    expect((await req("PUT", `/api/admin/products/${p.id}/reject`, admin.token, { reason: "Price looks wrong" })).statusCode).toBe(200);
    expect((await req("GET", `/api/products/${p.id}`)).json()).toMatchObject({ price: 42000, status: "approved" });
    const [mod] = await t.db.select().from(productModifications).where(eq(productModifications.productId, p.id));
    expect(mod).toMatchObject({ status: "rejected", rejectionReason: "Price looks wrong" });
  });
});

describe("link previews", () => {
  it("describes live listings only, with an absolute picture URL", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))).json();
    expect(await productShareMeta(t.db, "https://dobara.in", `/products/${p.id}`)).toBeUndefined();
    await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);
    const meta = await productShareMeta(t.db, "https://dobara.in", `/product/${p.id}`);
    expect(meta).toEqual({
      title: "Samsung Galaxy S21 Ultra 256GB · ₹42,000 · Dobara",
      description: "Phantom black, lightly used, with box and charger.",
      imageUrl: `https://dobara.in${p.images[0].replace("full.webp", "card.webp")}`,
      url: `https://dobara.in/products/${p.id}`,
      imagePreload: {
        src: p.images[0].replace("full.webp", "card.webp"),
        srcSet: `${p.images[0].replace("full.webp", "card.webp")} 640w, ${p.images[0]} 1600w`,
        sizes: "(min-width: 1024px) 50vw, 100vw",
      },
    });
    expect(await productShareMeta(t.db, "https://dobara.in", "/products/not-an-id")).toBeUndefined();
  });
});

describe("saved pickup addresses", () => {
  it("remembers a listing's pickup address once and shows it only to its owner", async () => {
    const seller = await account();
    const other = await account();
    await req("POST", "/api/products", seller.token, listing(seller.bankId));
    await req("POST", "/api/products", seller.token, listing(seller.bankId, { addressLine1: "12 mg road" }));
    const saved = await req("GET", `/api/addresses/${seller.user.id}`, seller.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject([{ line1: "12 MG Road", pincode: "560001", city: "Bengaluru", state: "Karnataka" }]);
    expect((await req("GET", `/api/addresses/${seller.user.id}`, other.token)).statusCode).toBe(403);
  });
});

describe("the seller's own list", () => {
  it("shows every status with owner fields only to the seller", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const live = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    await req("PUT", `/api/admin/products/${live.id}/approve`, admin.token);
    await req("PUT", `/api/products/${live.id}/edit`, seller.token, listing(seller.bankId, { price: 41000 }));
    await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Still pending" }));

    const own = (await req("GET", `/api/products?sellerId=${seller.user.id}`, seller.token)).json();
    expect(own.map((p: { status: string }) => p.status).sort()).toEqual(["approved", "pending"]);
    expect(own.find((p: { id: string }) => p.id === live.id)).toMatchObject({ hasPendingEdit: true, addressLine1: "12 MG Road", price: 42000 });
    const publicList = (await req("GET", `/api/products?sellerId=${seller.user.id}`)).json();
    expect(publicList).toHaveLength(1);
    expect(publicList[0].addressLine1).toBeUndefined();
    expect(publicList[0].hasPendingEdit).toBeUndefined();
  });
});
