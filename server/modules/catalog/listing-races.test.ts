import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productModifications, products } from "../../db/schema/products";
import { slowPglite } from "../../test/slow-pglite";
import { createTestApp } from "../../test/test-app";
import { jpegDataUrl } from "../../test/test-listings";
import { almirahListing, requester, testAccount } from "../../test/test-people";

/**
 * Concurrent writes of one listing must never leave it (or its waiting edit) pointing at a file already removed.
 * On PGlite the requests interleave at every query (slowPglite); on PostgreSQL (TEST_DATABASE_URL) they run on
 * separate connections. Each pair is fired twenty times: a lost file showed in most rounds before the row lock.
 */
const ROUNDS = 20;

let dataDir: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "listing-races-"));
  t = await createTestApp({ DATA_DIR: dataDir }, {}, { wrapEmbedded: slowPglite });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const jpeg = (red: number) => jpegDataUrl(320, 240, red);

/** Every file this listing or its waiting edit points at that is not on disk (a photo is four sizes). */
async function missingFiles(productId: string) {
  const [listing] = await t.db.select().from(products).where(eq(products.id, productId));
  const edits = await t.db.select().from(productModifications).where(eq(productModifications.productId, productId));
  const rows = [...(listing ? [listing] : []), ...edits.filter((e) => e.status === "pending")];
  const urls = rows
    .flatMap((r) => [...(r.images ?? []), r.billPhoto, r.videoUrl])
    .filter((u): u is string => Boolean(u));
  const files = urls.flatMap((u) =>
    u.endsWith("/full.webp") && u.includes("/img/")
      ? ["thumb", "card", "gallery", "full"].map((v) => u.replace("full.webp", `${v}.webp`))
      : [u],
  );
  const onDisk = await Promise.all(
    files.map((f) =>
      access(path.join(dataDir, f)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return files.filter((_, i) => !onDisk[i]);
}

describe("concurrent writes of one listing keep every file it points at", () => {
  it("two edits at once, one replacing the photos and one keeping the first (and adding one)", async () => {
    const seller = await testAccount(t.db, { label: "Racer" });
    const [a, b, c] = await Promise.all([jpeg(200), jpeg(120), jpeg(40)]);
    for (let round = 0; round < ROUNDS; round++) {
      const made = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { images: [a, b] }));
      expect(made.statusCode).toBe(201);
      const { id, images } = made.json();
      const [replacing, keeping] = await Promise.all([
        req("PUT", `/api/products/${id}/edit`, seller.token, almirahListing(seller.bankId, { images: [c] })),
        req("PUT", `/api/products/${id}/edit`, seller.token, almirahListing(seller.bankId, { images: [images[0], b] })),
      ]);
      expect(replacing.statusCode).toBe(200);
      // Kept photo gone already when the replacing edit came first: refused, as a stale form should be.
      expect([200, 400]).toContain(keeping.statusCode);
      expect(await missingFiles(id), `round ${round + 1}`).toEqual([]);
    }
  });

  it("an admin approving a waiting edit while the seller sends another", async () => {
    const seller = await testAccount(t.db, { label: "Racer" });
    const admin = await testAccount(t.db, { role: "admin", label: "Race admin" });
    const [a, b, c] = await Promise.all([jpeg(10), jpeg(70), jpeg(150)]);
    for (let round = 0; round < ROUNDS; round++) {
      const { id, images } = (
        await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { images: [a] }))
      ).json();
      expect((await req("PUT", `/api/admin/products/${id}/approve`, admin.token)).statusCode).toBe(200);
      expect(
        (
          await req("PUT", `/api/products/${id}/edit`, seller.token, almirahListing(seller.bankId, { images: [b] }))
        ).json().modificationPending,
      ).toBe(true);
      const [approved, edited] = await Promise.all([
        req("PUT", `/api/admin/products/${id}/approve`, admin.token),
        req("PUT", `/api/products/${id}/edit`, seller.token, almirahListing(seller.bankId, { images: [images[0], c] })),
      ]);
      expect(approved.statusCode).toBe(200);
      expect([200, 400]).toContain(edited.statusCode);
      expect(await missingFiles(id), `round ${round + 1}`).toEqual([]);
    }
  });
});
