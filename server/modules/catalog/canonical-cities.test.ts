import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "../../db/schema/addresses";
import { products } from "../../db/schema/products";
import { projectPath } from "../../lib/paths";
import { almirahListing } from "../../test/test-people";
import { listingTestApp } from "../../test/test-listings";

// One name per city (contract/cities.ts): what is stored, what the pincode directory answers and what the city filter
// looks for are the same name, whichever spelling a person or the directory used.
const t = listingTestApp();
const { account, req, approve } = t;

const bengaluru = { addressLine1: "12 MG Road", pincode: "560001", state: "Karnataka" };

describe("canonical city names", () => {
  it("stores a listing's and an address's city in its canonical name, and the directory answers it", async () => {
    const seller = await account();
    const made = await req(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { ...bengaluru, city: " bangalore " }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select({ city: products.city }).from(products).where(eq(products.id, made.json().id));
    expect(row!.city).toBe("Bengaluru");

    const address = {
      name: "Asha Rao",
      phone: "9876543210",
      line1: "Flat 4B, Marine Drive",
      pincode: "400020",
      city: "Bombay",
      state: "Maharashtra",
    };
    const saved = await req("POST", "/api/addresses", seller.token, address);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().city).toBe("Mumbai");

    // India Post's directory says "Bangalore" for 560001.
    expect((await req("GET", "/api/pincodes/560001", seller.token)).json()).toEqual({
      city: "Bengaluru",
      state: "Karnataka",
    });
  });

  it("finds the same listings in browse whichever spelling the city filter has", async () => {
    const seller = await account();
    const admin = (await account({ role: "admin" })).token;
    const ids: string[] = [];
    for (const city of ["Bangalore", "Bengaluru"]) {
      const made = await req(
        "POST",
        "/api/products",
        seller.token,
        almirahListing(seller.bankId, { ...bengaluru, city, title: `Citytest almirah ${city}` }),
      );
      await approve(made.json().id, admin);
      ids.push(made.json().id);
    }
    const found = async (city: string) =>
      (await req("GET", `/api/products?search=citytest&city=${encodeURIComponent(city)}`))
        .json()
        .map((p: { id: string }) => p.id)
        .sort();
    expect(await found("Bengaluru")).toEqual([...ids].sort());
    expect(await found("bangalore")).toEqual([...ids].sort());
    expect(await found("Bengaluru Urban")).toEqual([...ids].sort());
    expect(await found("Mysuru")).toEqual([]);
  });

  it("the migration renames the cities stored before, in every table that keeps one", async () => {
    const seller = await account();
    const made = await req(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { ...bengaluru, city: "Bengaluru" }),
    );
    const id = made.json().id as string;
    // Rows as an older version stored them, under the directory's and people's older spellings.
    await t.db.update(products).set({ city: "Bangalore" }).where(eq(products.id, id));
    const [home] = await t.db
      .insert(addresses)
      .values({
        userId: seller.user.id,
        line1: "9 Park Street",
        pincode: "700016",
        city: "  calcutta ",
        state: "West Bengal",
      })
      .returning();
    const [unknown] = await t.db
      .insert(addresses)
      .values({
        userId: seller.user.id,
        line1: "3 Lake Road",
        pincode: "700029",
        city: "Salt Lake",
        state: "West Bengal",
      })
      .returning();

    const migration = readFileSync(projectPath("server/db/migrations/0029_canonical_cities.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));

    const [listing] = await t.db.select({ city: products.city }).from(products).where(eq(products.id, id));
    expect(listing!.city).toBe("Bengaluru");
    const cityOf = async (addressId: string) =>
      (await t.db.select({ city: addresses.city }).from(addresses).where(eq(addresses.id, addressId)))[0]!.city;
    expect(await cityOf(home!.id)).toBe("Kolkata");
    expect(await cityOf(unknown!.id)).toBe("Salt Lake");
  });
});
