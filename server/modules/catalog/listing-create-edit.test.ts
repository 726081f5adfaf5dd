import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { productModifications, products } from "../../db/schema/products";
import { PRODUCT_MESSAGES } from "@contract/products";
import { jpegDataUrl, listingTestApp, phoneListing, untyped } from "../../test/test-listings";

const t = listingTestApp();
const { account, req, approve } = t;

const listing = phoneListing;

describe("creating and editing a listing", () => {
  it("lists a product with images as pending; the public cannot see it until approved", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const res = await req(
      "POST",
      "/api/products",
      seller.token,
      listing(seller.bankId, { images: [await jpegDataUrl(), await jpegDataUrl(800, 1200)] }),
    );
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
    const created = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();
    await approve(created.id, admin.token);

    const edit = await req(
      "PUT",
      `/api/products/${created.id}/edit`,
      seller.token,
      listing(seller.bankId, {
        title: "Samsung S21 Ultra (price drop)",
        price: 39000,
        images: [created.images[0], await jpegDataUrl(640, 640)],
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().modificationPending).toBe(true);
    const live = (await req("GET", `/api/products/${created.id}`)).json();
    expect(live).toMatchObject({ title: created.title, price: 42000, status: "approved" });
    expect((await req("GET", `/api/products/${created.id}`, seller.token)).json().hasPendingEdit).toBe(true);

    const pending = (await req("GET", "/api/admin/products/pending", admin.token)).json();
    expect(pending.find((p: { id: string }) => p.id === created.id).modification.title).toBe(
      "Samsung S21 Ultra (price drop)",
    );

    expect((await req("PUT", `/api/admin/products/${created.id}/approve`, admin.token)).statusCode).toBe(200);
    const after = (await req("GET", `/api/products/${created.id}`)).json();
    expect(after).toMatchObject({ title: "Samsung S21 Ultra (price drop)", price: 39000 });
    expect(after.images).toHaveLength(2);
    const [mod] = await t.db.select().from(productModifications).where(eq(productModifications.productId, created.id));
    expect(mod!.status).toBe("approved");
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
      [
        "a product type of another category",
        listing(seller.bankId, { ...untyped, category: "books", productType: "mobile" }),
        400,
      ],
      ["a brand not in the type's list", listing(seller.bankId, { brand: "Samsnug" }), 400],
      ["RAM on a laptop", listing(seller.bankId, { productType: "laptop", brand: "Dell", storage: undefined }), 400],
      ["storage on a book", listing(seller.bankId, { ...untyped, category: "books", storage: "128gb" }), 400],
      ["no address line 1", listing(seller.bankId, { addressLine1: " " }), 400],
      ["no pincode", listing(seller.bankId, { pincode: undefined }), 400],
      ["a 5-digit pincode", listing(seller.bankId, { pincode: "56001" }), 400],
      ["no city", listing(seller.bankId, { city: "" }), 400],
      ["no state", listing(seller.bankId, { state: undefined }), 400],
      ["a bill without its photo", listing(seller.bankId, { hasBill: true }), 400],
      ["no photo", listing(seller.bankId, { images: [] }), 400],
      ["no photo list at all", listing(seller.bankId, { images: undefined }), 400],
    ];
    for (const [label, body, status] of cases) {
      const res = await req("POST", "/api/products", seller.token, body);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBeTruthy();
    }
    // A listing needs a photo, and says so beside the photos.
    const bare = await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [] }));
    expect(bare.json().details).toContainEqual({ field: "images", message: PRODUCT_MESSAGES.photoRequired });
    expect((await req("POST", "/api/products", unverified.token, listing(unverified.bankId))).statusCode).toBe(403);
    expect((await req("POST", "/api/products", undefined, listing(seller.bankId))).statusCode).toBe(401);
    expect((await t.db.select().from(products)).length).toBe(before);
    // An edit may not take the last photo away either.
    const live = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    const edit = await req(
      "PUT",
      `/api/products/${live.id}/edit`,
      seller.token,
      listing(seller.bankId, { images: [] }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().details).toContainEqual({ field: "images", message: PRODUCT_MESSAGES.photoRequired });
  });

  it("checks the catalogue and the pickup address on create and on edit, with the form's own messages", async () => {
    const seller = await account();
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...untyped, category: "fashion", productType: "laptop" },
        "productType",
        "Choose a product type from the list for this category",
      ],
      [{ brand: "Nokla" }, "brand", "Choose a brand from the list, or Other"],
      [{ productType: "tv", brand: "Sony" }, "ram", "RAM and storage apply only to mobile phones"],
      [{ addressLine1: "" }, "addressLine1", "Address line 1 is required"],
      [{ pincode: "" }, "pincode", "Pincode must be 6 digits and cannot start with 0"],
      [{ city: "  " }, "city", "City is required"],
      [{ state: "" }, "state", "State is required"],
      [{ hasBill: true, billPhoto: null }, "billPhoto", "Add a photo of the bill, or choose No"],
    ];
    for (const [extra, field, message] of cases) {
      for (const [method, url] of [
        ["POST", "/api/products"],
        ["PUT", `/api/products/${p.id}/edit`],
      ] as const) {
        const res = await req(method, url, seller.token, listing(seller.bankId, extra));
        expect(res.statusCode, `${method} ${field}`).toBe(400);
        expect(res.json().details, `${method} ${field}`).toContainEqual({ field, message });
      }
    }
    expect((await req("GET", `/api/products/${p.id}`, seller.token)).json()).toMatchObject({
      brand: "Samsung",
      ram: "8gb",
      city: "Bengaluru",
      updatedAt: p.updatedAt,
    });
  });

  it("stores the brand a seller types under Other, and Other alone as Other", async () => {
    const seller = await account();
    const typed = await req(
      "POST",
      "/api/products",
      seller.token,
      listing(seller.bankId, { brand: "Other", otherBrand: " Jio " }),
    );
    expect(typed.statusCode).toBe(201);
    expect(typed.json().brand).toBe("Jio");
    const bare = await req("POST", "/api/products", seller.token, listing(seller.bankId, { brand: "Other" }));
    expect(bare.json().brand).toBe("Other");
    // A type without a brand list takes the seller's own words; so does a category without product types.
    expect(
      (
        await req(
          "POST",
          "/api/products",
          seller.token,
          listing(seller.bankId, { productType: "camera", brand: "Canon", ram: undefined, storage: undefined }),
        )
      ).json().brand,
    ).toBe("Canon");
    expect(
      (
        await req(
          "POST",
          "/api/products",
          seller.token,
          listing(seller.bankId, { ...untyped, category: "sports", brand: "SG" }),
        )
      ).json().brand,
    ).toBe("SG");
  });

  it("lets only the owner edit", async () => {
    const seller = await account();
    const other = await account();
    const p = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    const res = await req("PUT", `/api/products/${p.id}/edit`, other.token, listing(other.bankId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You can only edit your own products.");
    expect(
      (
        await req(
          "PUT",
          `/api/products/00000000-0000-4000-8000-000000000000/edit`,
          seller.token,
          listing(seller.bankId),
        )
      ).statusCode,
    ).toBe(404);
    expect((await req("PUT", `/api/products/not-a-uuid/edit`, seller.token, listing(seller.bankId))).statusCode).toBe(
      400,
    );
  });
});
