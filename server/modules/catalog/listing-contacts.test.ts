import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTING_CONTACT_MESSAGES } from "@contract/listing-contacts";
import { productModifications, products } from "../../db/schema/products";
import { listingTestApp, phoneListing } from "../../test/test-listings";

// A listing's title and description carry no way to reach the seller off Dobara: refused at creation and at every edit
// with the field and the words to remove; the admin's approval card flags any listing whose text still has one.

const t = listingTestApp();
const { account, req, approve } = t;

const listingsOf = (sellerId: string) => t.db.select().from(products).where(eq(products.sellerId, sellerId));

describe("contact details in a listing's text", () => {
  it.each([
    ["description", { description: "Lightly used. Call me on 98123 45678" }, "phone", "98123 45678"],
    ["title", { title: "Galaxy S21, mail asha at gmail dot com" }, "email", "asha at gmail dot com"],
    ["description", { description: "UPI asha@okaxis for advance" }, "upi", "asha@okaxis"],
    ["description", { description: "r a v i @ g m a i l . c o m" }, "email", "r a v i @ g m a i l . c o m"],
  ] as const)(
    "refuses a new listing with a contact in its %s, naming the words, and stores nothing",
    async (field, extra, kind, words) => {
      const seller = await account();
      const res = await req("POST", "/api/products", seller.token, phoneListing(seller.bankId, extra));
      expect(res.statusCode, res.body).toBe(400);
      const message = LISTING_CONTACT_MESSAGES.remove({ field, kind, words });
      expect(res.json()).toMatchObject({ message, details: [{ field, message }] });
      expect(message).toContain(`from the ${field}: "${words}"`);
      expect(await listingsOf(seller.user.id)).toHaveLength(0);
    },
  );

  it("names both fields when both have one", async () => {
    const seller = await account();
    const res = await req(
      "POST",
      "/api/products",
      seller.token,
      phoneListing(seller.bankId, { title: "Phone 9812345678", description: "WhatsApp +91 98123 45678" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(["title", "description"]);
  });

  it("refuses an edit that adds one, to a pending listing and to a live one, and changes nothing", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const created = await req("POST", "/api/products", seller.token, phoneListing(seller.bankId));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edit = () =>
      req(
        "PUT",
        `/api/products/${id}/edit`,
        seller.token,
        phoneListing(seller.bankId, { description: "Call 98123 45678 after 6" }),
      );
    const pending = await edit();
    expect(pending.statusCode).toBe(400);
    expect(pending.json().details).toEqual([
      {
        field: "description",
        message: LISTING_CONTACT_MESSAGES.remove({ field: "description", kind: "phone", words: "98123 45678" }),
      },
    ]);
    await approve(id, admin.token);
    expect((await edit()).statusCode).toBe(400);
    const [row] = await listingsOf(seller.user.id);
    expect(row!.description).toBe(phoneListing(seller.bankId).description);
    expect(await t.db.select().from(productModifications).where(eq(productModifications.productId, id))).toHaveLength(
      0,
    );
  });

  it("accepts ordinary text with numbers, sizes and 'at'", async () => {
    const seller = await account();
    const res = await req(
      "POST",
      "/api/products",
      seller.token,
      phoneListing(seller.bankId, {
        description: "Bought at Croma in 2022 for 74,999. 8/256 GB, 98% battery. Pickup near the station at 6 pm.",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("flags on the admin's approval card a listing whose text still has one, and an edit that would add one", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const post = async () => {
      const res = await req("POST", "/api/products", seller.token, phoneListing(seller.bankId));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const [clean, slipped, live] = [await post(), await post(), await post()];
    // Written before the rule (or past it): the text the card must flag.
    await t.db.update(products).set({ description: "Call me on 98123 45678" }).where(eq(products.id, slipped));
    await approve(live, admin.token);
    await t.db
      .insert(productModifications)
      .values({ productId: live, title: "Galaxy S21, mail asha at gmail dot com", status: "pending" });

    const queue = (await req("GET", "/api/admin/products/pending", admin.token)).json() as {
      id: string;
      contactFlags: unknown[];
      modification?: unknown;
    }[];
    const flagsOf = (id: string) => queue.find((p) => p.id === id)?.contactFlags;
    expect(flagsOf(clean)).toEqual([]);
    expect(flagsOf(slipped)).toEqual([{ field: "description", kind: "phone", words: "98123 45678" }]);
    expect(flagsOf(live)).toEqual([{ field: "title", kind: "email", words: "asha at gmail dot com" }]);
  });
});
