import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/scratch-database";
import { openDatabase, type Database } from "./client";
import { prepareColumnsRead } from "./column-reads";
import { productColumns, products } from "./schema/products";
import { users } from "./schema/users";

type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;

/** The busiest reads decode rows without drizzle's mapper (column-reads.ts): the rows must be drizzle's, value for value. */
describe("reads decoded column by column", () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  const ids: string[] = [];

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    drop = scratch?.drop;
    database = openDatabase({ url: scratch?.url, embeddedPath: "memory://" });
    await database.migrate();
    const [seller] = await database.db
      .insert(users)
      .values({
        fullName: "Column Reader",
        username: "column_reader",
        mobile: "9888800000",
        email: "columns@example.in",
        passwordHash: "x",
        role: "seller",
      })
      .returning({ id: users.id });
    const listed = await database.db
      .insert(products)
      .values([
        {
          title: "Every field filled",
          description: "A listing with a value in every column",
          price: 1234,
          category: "electronics",
          images: ["/uploads/a/1.webp", "/uploads/a/2.webp"],
          videoUrl: "/uploads/a/clip.mp4",
          sellerId: seller!.id,
          status: "approved",
          productType: "Phone",
          brand: "Samsung",
          ram: "8 GB",
          storage: "128 GB",
          condition: "like_new",
          hasBill: true,
          billPhoto: "/uploads/a/bill.webp",
          addressLine1: "12 MG Road",
          addressLine2: "Flat 3",
          landmark: "Near the park",
          pincode: "560001",
          city: "Bengaluru",
          state: "Karnataka",
          rejectionReason: "Blurry photo",
          editRequests: "Add the bill",
          createdAt: new Date("2026-01-02T03:04:05.678Z"),
        },
        {
          title: "Only what is required",
          description: "Every optional column null",
          price: 99999.5 - 0.5,
          category: "books",
          sellerId: seller!.id,
        },
      ])
      .returning({ id: products.id });
    ids.push(...listed.map((row) => row.id));
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const byId = (db: Database["db"], name: string) =>
    prepareColumnsRead<ProductRow>(
      db,
      name,
      productColumns,
      db
        .select(productColumns)
        .from(products)
        .where(eq(products.id, sql.placeholder("id")))
        .limit(1),
    );

  it("answers the rows drizzle answers, with the same types, filled and empty", async () => {
    const read = byId(database.db, "column_reads_by_id");
    for (const id of ids) {
      const [drizzleRow] = await database.db.select(productColumns).from(products).where(eq(products.id, id));
      const [row] = await read({ id });
      expect(row).toStrictEqual(drizzleRow);
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(typeof row!.price).toBe("number");
    }
    const [filled] = await read({ id: ids[0] });
    expect(filled).toMatchObject({
      createdAt: new Date("2026-01-02T03:04:05.678Z"),
      images: ["/uploads/a/1.webp", "/uploads/a/2.webp"],
    });
  });

  it("runs again with other values (prepared once), and inside a transaction through drizzle's statement", async () => {
    const read = byId(database.db, "column_reads_again");
    expect((await read({ id: ids[1] }))[0]!.title).toBe("Only what is required");
    expect((await read({ id: ids[0] }))[0]!.title).toBe("Every field filled");
    expect(await read({ id: "00000000-0000-4000-8000-000000000000" })).toEqual([]);
    const inTransaction = await database.db.transaction(async (tx) => byId(tx, "column_reads_in_tx")({ id: ids[0] }));
    const [drizzleRow] = await database.db.select(productColumns).from(products).where(eq(products.id, ids[0]!));
    expect(inTransaction[0]).toStrictEqual(drizzleRow);
  });
});
