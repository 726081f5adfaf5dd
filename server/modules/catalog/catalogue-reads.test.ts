import { describe, expect, it } from "vitest";
import { jpegDataUrl, listingTestApp, phoneListing, untyped } from "../../test/test-listings";
import { productShareMeta } from "./product-share-meta";

const t = listingTestApp();
const { account, req, approve } = t;

const listing = phoneListing;

describe("browsing and search", () => {
  it("caps the page size, pages by offset and sorts by price", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    for (const price of [300, 100, 200]) {
      const p = (
        await req(
          "POST",
          "/api/products",
          seller.token,
          listing(seller.bankId, { ...untyped, title: `Cricket bat ${price}`, category: "sports", price }),
        )
      ).json();
      await approve(p.id, admin.token);
    }
    const asc = (await req("GET", "/api/products?category=sports&sort=price_asc")).json();
    expect(asc.map((p: { price: number }) => p.price)).toEqual([100, 200, 300]);
    const desc = (await req("GET", "/api/products?category=sports&sort=price_desc&limit=2&offset=1")).json();
    expect(desc.map((p: { price: number }) => p.price)).toEqual([200, 100]);
    expect((await req("GET", "/api/products?limit=100000")).statusCode).toBe(200);
    expect((await req("GET", "/api/products?sort=cheapest")).statusCode).toBe(400);
    expect(
      (await req("GET", `/api/products?search=${encodeURIComponent("'; DROP TABLE products; --")}`)).statusCode,
    ).toBe(200);
  });

  it("searches words by relevance, forgives typos only when the words match nothing, and pages either way", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const approved = async (extra: Record<string, unknown>) => {
      const p = (
        await req(
          "POST",
          "/api/products",
          seller.token,
          listing(seller.bankId, { ...untyped, category: "books", ...extra }),
        )
      ).json();
      await approve(p.id, admin.token);
      return p.id as string;
    };
    const inDescription = await approved({
      title: "Study lamp for students",
      description: "Goes well with a harmonium stand. Warm light.",
    });
    const inTitle = await approved({
      title: "Bina harmonium, 3 octave",
      description: "Nine stopper, serviced last year.",
    });
    const byBrand = await approved({ title: "Scale changer, 42 keys", category: "other", brand: "Yamaha" });
    const ids = async (query: string) =>
      (await req("GET", `/api/products?${query}`)).json().map((p: { id: string }) => p.id);

    expect(await ids("search=harmonium")).toEqual([inTitle, inDescription]);
    expect(await ids("search=harmonium&sort=price_asc&limit=1&offset=1")).toHaveLength(1);
    expect(await ids("search=harmonium&offset=2")).toEqual([]);
    expect(await ids("search=harmonim")).toEqual([inTitle]);
    expect(await ids("search=yamha")).toEqual([byBrand]);
    expect(await ids("search=harmonium&category=other")).toEqual([]);

    const mobile = await approved({
      title: "Pixel 7a, Sea blue",
      description: "Battery health 91%.",
      category: "electronics",
      productType: "mobile",
      brand: "Google Pixel",
    });
    expect(await ids("search=pixel%20phone")).toEqual([mobile]);
  });
});

describe("link previews", () => {
  it("describes live listings only, with an absolute picture URL", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();
    expect(await productShareMeta(t.db, "https://dobara.in", `/products/${p.id}`)).toBeUndefined();
    await approve(p.id, admin.token);
    const meta = await productShareMeta(t.db, "https://dobara.in", `/product/${p.id}`);
    expect(meta).toEqual({
      title: "Samsung Galaxy S21 Ultra 256GB · ₹42,000 · Dobara",
      description: "Phantom black, lightly used, with box and charger.",
      imageUrl: `https://dobara.in${p.images[0].replace("full.webp", "card.webp")}`,
      url: `https://dobara.in/products/${p.id}`,
      imagePreload: {
        src: p.images[0].replace("full.webp", "card.webp"),
        srcSet: `${p.images[0].replace("full.webp", "card.webp")} 640w, ${p.images[0].replace("full.webp", "gallery.webp")} 960w, ${p.images[0]} 1600w`,
        sizes: "(min-width: 1024px) 50vw, 100vw",
      },
    });
    expect(await productShareMeta(t.db, "https://dobara.in", "/products/not-an-id")).toBeUndefined();
  });
});

describe("the seller's own list", () => {
  it("shows every status with owner fields only to the seller", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const live = (await req("POST", "/api/products", seller.token, listing(seller.bankId))).json();
    await approve(live.id, admin.token);
    expect(
      (await req("PUT", `/api/products/${live.id}/edit`, seller.token, listing(seller.bankId, { price: 41000 })))
        .statusCode,
    ).toBe(200);
    expect(
      (await req("POST", "/api/products", seller.token, listing(seller.bankId, { title: "Still pending" }))).statusCode,
    ).toBe(201);

    const own = (await req("GET", `/api/products?sellerId=${seller.user.id}`, seller.token)).json();
    expect(own.map((p: { status: string }) => p.status).sort()).toEqual(["approved", "pending"]);
    expect(own.find((p: { id: string }) => p.id === live.id)).toMatchObject({
      hasPendingEdit: true,
      addressLine1: "12 MG Road",
      price: 42000,
    });
    const publicList = (await req("GET", `/api/products?sellerId=${seller.user.id}`)).json();
    expect(publicList).toHaveLength(1);
    expect(publicList[0].addressLine1).toBeUndefined();
    expect(publicList[0].hasPendingEdit).toBeUndefined();
  });
});

describe("public and owner answers", () => {
  /** The fields only the seller and admins may see (ownerProductSchema beyond productSchema). */
  const OWNER_FIELDS = [
    "addressLine1",
    "addressLine2",
    "landmark",
    "pincode",
    "selectedBankAccountId",
    "rejectionReason",
    "editRequests",
    "hasPendingEdit",
  ];
  type JsonSchema = { properties?: Record<string, unknown>; items?: JsonSchema };

  it("declares a response schema on the public routes that cannot carry an owner field", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }
      >;
    };
    const schemaOf = (path: string) => doc.paths[path]!.get.responses["200"]!.content["application/json"]!.schema;
    for (const declared of [schemaOf("/api/products/{id}"), schemaOf("/api/products").items!]) {
      expect(Object.keys(declared.properties ?? {})).toContain("title");
      expect(Object.keys(declared.properties ?? {}).filter((key) => OWNER_FIELDS.includes(key))).toEqual([]);
    }
  });

  it("answers the owner's view as JSON to the seller and an admin, and the public one to anyone else", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const stranger = await account();
    const created = await req("POST", "/api/products", seller.token, listing(seller.bankId));
    expect(created.statusCode).toBe(201);
    const live = created.json();
    await approve(live.id, admin.token);
    for (const token of [seller.token, admin.token]) {
      const res = await req("GET", `/api/products/${live.id}`, token);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toMatchObject({
        id: live.id,
        addressLine1: "12 MG Road",
        pincode: "560001",
        selectedBankAccountId: seller.bankId,
        hasPendingEdit: false,
      });
    }
    for (const token of [stranger.token, undefined]) {
      const res = await req("GET", `/api/products/${live.id}`, token);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(Object.keys(res.json()).filter((key) => OWNER_FIELDS.includes(key))).toEqual([]);
    }
  });
});
