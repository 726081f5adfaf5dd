import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADDRESS_LIMIT, ADDRESS_MESSAGES, PINCODE_UNKNOWN } from "@contract/checkout";
import { addresses } from "../../db/schema/addresses";
import { listingTestApp, phoneListing } from "../../test/test-listings";

const t = listingTestApp();
const { account, req } = t;

const home = (extra: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  phone: "9876543210",
  line1: "Flat 4B, Sunshine Apartments",
  line2: "Indiranagar 2nd Stage",
  landmark: "Near the metro",
  pincode: "560038",
  city: "Bengaluru",
  state: "Karnataka",
  isDefault: false,
  ...extra,
});

const rowsOf = (userId: string) => t.db.select().from(addresses).where(eq(addresses.userId, userId));

describe("saved pickup addresses", () => {
  it("remembers a listing's pickup address once and shows it only to its owner", async () => {
    const seller = await account();
    const other = await account();
    expect((await req("POST", "/api/products", seller.token, phoneListing(seller.bankId))).statusCode).toBe(201);
    expect(
      (await req("POST", "/api/products", seller.token, phoneListing(seller.bankId, { addressLine1: "12 mg road" })))
        .statusCode,
    ).toBe(201);
    const saved = await req("GET", `/api/addresses/${seller.user.id}`, seller.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject([
      { line1: "12 MG Road", pincode: "560001", city: "Bengaluru", state: "Karnataka", isDefault: true },
    ]);
    expect((await req("GET", `/api/addresses/${seller.user.id}`, other.token)).statusCode).toBe(403);
  });

  it("stores no more pickup addresses than the limit, and the listing is still made", async () => {
    const seller = await account();
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      expect((await req("POST", "/api/addresses", seller.token, home({ line1: `House ${i}` }))).statusCode).toBe(201);
    expect((await req("POST", "/api/products", seller.token, phoneListing(seller.bankId))).statusCode).toBe(201);
    expect(await rowsOf(seller.user.id)).toHaveLength(ADDRESS_LIMIT);
  });
});

describe("delivery addresses", () => {
  it("answers the created address; the first becomes the default", async () => {
    const me = await account({ role: "buyer" });
    const res = await req("POST", "/api/addresses", me.token, home());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: "Asha Rao",
      phone: "9876543210",
      line1: "Flat 4B, Sunshine Apartments",
      line2: "Indiranagar 2nd Stage",
      landmark: "Near the metro",
      pincode: "560038",
      city: "Bengaluru",
      state: "Karnataka",
      isDefault: true,
      message: ADDRESS_MESSAGES.saved,
    });
    const second = await req("POST", "/api/addresses", me.token, home({ line1: "2 Park Street", line2: "  " }));
    expect(second.json()).toMatchObject({ isDefault: false, line2: null });
    const list = (await req("GET", `/api/addresses/${me.user.id}`, me.token)).json();
    expect(list.map((a: { id: string }) => a.id)).toEqual([res.json().id, second.json().id]);
  });

  it("keeps one default: a new default clears the old one", async () => {
    const me = await account({ role: "buyer" });
    const first = (await req("POST", "/api/addresses", me.token, home())).json();
    const second = (
      await req("POST", "/api/addresses", me.token, home({ line1: "9 Lake Road", isDefault: true }))
    ).json();
    expect(second.isDefault).toBe(true);
    const list = (await req("GET", `/api/addresses/${me.user.id}`, me.token)).json();
    expect(list.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it("deletes only one's own address; deleting the default makes the newest left the default", async () => {
    const me = await account({ role: "buyer" });
    const other = await account({ role: "buyer" });
    const first = (await req("POST", "/api/addresses", me.token, home())).json();
    const second = (await req("POST", "/api/addresses", me.token, home({ line1: "9 Lake Road" }))).json();
    const third = (await req("POST", "/api/addresses", me.token, home({ line1: "3 Hill View" }))).json();

    const stranger = await req("DELETE", `/api/addresses/${first.id}`, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(ADDRESS_MESSAGES.notFound);
    expect(await rowsOf(me.user.id)).toHaveLength(3);

    const gone = await req("DELETE", `/api/addresses/${first.id}`, me.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: ADDRESS_MESSAGES.deleted });
    const rows = await rowsOf(me.user.id);
    expect(rows.map((r) => [r.id, r.isDefault]).sort()).toEqual(
      [
        [second.id, false],
        [third.id, true],
      ].sort(),
    );
    expect((await req("DELETE", `/api/addresses/${first.id}`, me.token)).statusCode).toBe(404);
    expect((await req("DELETE", "/api/addresses/not-an-id", me.token)).statusCode).toBe(400);
  });

  it("refuses a visitor", async () => {
    expect((await req("POST", "/api/addresses", undefined, home())).statusCode).toBe(401);
    expect((await req("DELETE", "/api/addresses/00000000-0000-4000-8000-000000000000")).statusCode).toBe(401);
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses when ${ADDRESS_LIMIT + 5} are added at once, with one default`, async () => {
    const me = await account({ role: "buyer" });
    const results = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 5 }, (_, i) =>
        req("POST", "/api/addresses", me.token, home({ line1: `House ${i}`, isDefault: i % 3 === 0 })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(ADDRESS_LIMIT);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(ADDRESS_MESSAGES.limit);
    const rows = await rowsOf(me.user.id);
    expect(rows).toHaveLength(ADDRESS_LIMIT);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);

    // After a delete there is room for exactly one more.
    expect((await req("DELETE", `/api/addresses/${rows[0]!.id}`, me.token)).statusCode).toBe(200);
    const again = await Promise.all(
      [1, 2, 3].map((i) => req("POST", "/api/addresses", me.token, home({ line1: `New ${i}` }))),
    );
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ["no name", { name: undefined }, ADDRESS_MESSAGES.name],
    ["a blank name", { name: "   " }, ADDRESS_MESSAGES.name],
    ["no phone", { phone: undefined }, ADDRESS_MESSAGES.phone],
    ["a 9-digit phone", { phone: "987654321" }, ADDRESS_MESSAGES.phone],
    ["a phone starting 5", { phone: "5876543210" }, ADDRESS_MESSAGES.phone],
    ["a numeric phone", { phone: 9876543210 }, ADDRESS_MESSAGES.phone],
    ["a huge name", { name: "x".repeat(100_000) }, undefined],
    ["no line 1", { line1: "" }, ADDRESS_MESSAGES.missing],
    ["blank line 1", { line1: "   " }, ADDRESS_MESSAGES.missing],
    ["no pincode", { pincode: undefined }, ADDRESS_MESSAGES.missing],
    ["a 5-digit pincode", { pincode: "56003" }, ADDRESS_MESSAGES.pincode],
    ["a pincode starting 0", { pincode: "060038" }, ADDRESS_MESSAGES.pincode],
    ["letters in the pincode", { pincode: "56OO38" }, ADDRESS_MESSAGES.pincode],
    ["a numeric pincode", { pincode: 560038 }, ADDRESS_MESSAGES.missing],
    ["no city", { city: undefined }, ADDRESS_MESSAGES.missing],
    ["no state", { state: "" }, ADDRESS_MESSAGES.missing],
    ["a huge line 1", { line1: "x".repeat(200_000) }, undefined],
    ["a huge landmark", { landmark: "x".repeat(300) }, undefined],
    ["isDefault as text", { isDefault: "yes" }, "isDefault must be true or false"],
    ["line 1 as an object", { line1: { $ne: "" } }, ADDRESS_MESSAGES.missing],
  ])("refuses %s and stores nothing", async (_name, extra, message) => {
    const me = await account({ role: "buyer" });
    const res = await req("POST", "/api/addresses", me.token, home(extra));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    if (message) expect(res.json().message).toContain(message);
    else expect(res.json().message).toEqual(expect.any(String));
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it("refuses malformed and non-object bodies without a 500", async () => {
    const me = await account({ role: "buyer" });
    for (const payload of ["{not json", "[]", "null", '"text"']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/addresses",
        payload,
        headers: { authorization: `Bearer ${me.token}`, "content-type": "application/json" },
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });
});

describe("editing an address", () => {
  it("completes an older address with the recipient's name and phone; the default stays as it was", async () => {
    const me = await account({ role: "buyer" });
    const [old] = await t.db
      .insert(addresses)
      .values({
        userId: me.user.id,
        line1: "1 Old Road",
        pincode: "560038",
        city: "Bengaluru",
        state: "Karnataka",
        isDefault: true,
      })
      .returning();
    const res = await req("PUT", `/api/addresses/${old!.id}`, me.token, home({ isDefault: undefined }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: old!.id, name: "Asha Rao", phone: "9876543210", isDefault: true });
    const [row] = await rowsOf(me.user.id);
    expect(row).toMatchObject({ name: "Asha Rao", phone: "9876543210", line1: "Flat 4B, Sunshine Apartments" });
  });

  it("refuses someone else's address, bad fields and bad ids, changing nothing", async () => {
    const me = await account({ role: "buyer" });
    const other = await account({ role: "buyer" });
    const mine = (await req("POST", "/api/addresses", me.token, home())).json();
    const theirs = await req("PUT", `/api/addresses/${mine.id}`, other.token, home({ name: "Thief" }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ADDRESS_MESSAGES.notFound);
    for (const bad of [{ phone: "12" }, { name: "" }, { pincode: "0" }, { line1: ["x"] }]) {
      const res = await req("PUT", `/api/addresses/${mine.id}`, me.token, home(bad));
      expect(res.statusCode).toBe(400);
    }
    expect((await req("PUT", "/api/addresses/not-an-id", me.token, home())).statusCode).toBe(400);
    expect((await req("PUT", `/api/addresses/${mine.id}`, undefined, home())).statusCode).toBe(401);
    const [row] = await rowsOf(me.user.id);
    expect(row).toMatchObject({ name: "Asha Rao", line1: "Flat 4B, Sunshine Apartments", pincode: "560038" });
  });
});

describe("GET /api/pincodes/{pincode}", () => {
  it.each([
    // The directory's district, in the city's canonical name (contract/cities.ts): "Bangalore", "Central Delhi".
    ["560038", { city: "Bengaluru", state: "Karnataka" }],
    ["110001", { city: "Delhi", state: "Delhi" }],
    ["492001", { city: "Raipur", state: "Chhattisgarh" }],
    ["605001", { city: "Puducherry", state: "Puducherry" }],
    ["194101", { city: "Leh", state: "Ladakh" }],
  ])("%s is in %o", async (pincode, place) => {
    const me = await account({ role: "buyer" });
    const res = await req("GET", `/api/pincodes/${pincode}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(place);
  });

  it("answers 404 for a pincode nobody uses and 400 for one that is not a pincode", async () => {
    const me = await account({ role: "buyer" });
    const unknown = await req("GET", "/api/pincodes/999999", me.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PINCODE_UNKNOWN);
    for (const bad of ["12345", "012345", "56OO38", "5600380"])
      expect((await req("GET", `/api/pincodes/${bad}`, me.token)).statusCode).toBe(400);
    // Past Fastify's longest path parameter the route is not matched at all: still a 4xx.
    expect((await req("GET", `/api/pincodes/${"1".repeat(5000)}`, me.token)).statusCode).toBe(404);
    expect((await req("GET", "/api/pincodes/560038")).statusCode).toBe(401);
  });
});
