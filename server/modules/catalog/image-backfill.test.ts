import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVariantMaker, type VariantMaker } from "../../lib/image-variants";
import type { Storage } from "../../lib/storage";
import { createTestApp } from "../../test/test-app";
import { almirahListing, testAccount } from "../../test/test-people";
import { TEST_STORES, type TestStore } from "../../test/test-stores";
import { backfillImageSizes } from "./image-backfill";
import { insertProduct } from "./products-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;

/** A photo as stored before the 960 px size: thumb, card and full. `sizes` leaves some out. Answers its URL. */
async function storeOldPhoto(storage: Storage, sizes = ["thumb", "card", "full"]) {
  const folder = `img/${randomUUID()}`;
  const full = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#a52" } })
    .webp()
    .toBuffer();
  for (const size of sizes) await storage.put(`${folder}/${size}.webp`, full, "image/webp");
  return storage.urlOf(`${folder}/full.webp`);
}

async function listingWith(images: string[]) {
  const seller = await testAccount(t.db, { label: "Backfilled" });
  return insertProduct(t.db, {
    ...almirahListing(seller.bankId),
    category: "home_garden",
    condition: "good",
    images,
    sellerId: seller.user.id,
    status: "approved",
  });
}

describe.each(TEST_STORES)("npm run files:backfill's work, on $name storage", ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
    // A database of its own per store: the other store's photos are not in this one.
    t = await createTestApp(store.env);
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it("gives every photo a listing uses the sizes it lacks, once, and can be cut short and run again", async () => {
    const { storage } = store;
    const photos = [await storeOldPhoto(storage), await storeOldPhoto(storage), await storeOldPhoto(storage)];
    const lost = await storeOldPhoto(storage, ["thumb", "card"]);
    const thumbless = await storeOldPhoto(storage, ["card", "full"]);
    await listingWith([photos[0]!, photos[1]!, lost]);
    // The same photo in two listings is made once.
    await listingWith([photos[1]!, photos[2]!, thumbless]);
    const unused = await storeOldPhoto(storage);

    // The first run stops after two sizes, as an interrupted run would.
    const maker = createVariantMaker(storage);
    let budget = 2;
    const interrupted: VariantMaker = {
      make: (key) => (budget-- > 0 ? maker.make(key) : Promise.reject(new Error("interrupted"))),
    };
    const first = await backfillImageSizes(t.db, storage, interrupted, { concurrency: 1 });
    expect(first.made).toBe(2);
    expect(first.failed.length).toBeGreaterThan(0);

    const progress: number[] = [];
    const second = await backfillImageSizes(t.db, storage, maker, { onProgress: (done) => progress.push(done) });
    // Five photos in use (one of them twice): three gallery sizes and the thumbless one's two, none made twice.
    expect(second.photos).toBe(5);
    expect(first.made + second.made).toBe(5);
    expect(second.failed).toEqual([]);
    expect(second.withoutFull).toEqual([storage.keyOf(lost)]);
    expect(progress.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    for (const url of [...photos, thumbless]) {
      const key = storage.keyOf(url)!;
      const gallery = await storage.read(key.replace("full.webp", "gallery.webp"));
      const meta = await sharp(gallery).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(["webp", 720, 960]);
    }
    expect(await storage.exists(storage.keyOf(thumbless)!.replace("full.webp", "thumb.webp"))).toBe(true);
    // Only photos in use: an upload nothing points at is left for the clean-up.
    expect(await storage.exists(storage.keyOf(unused)!.replace("full.webp", "gallery.webp"))).toBe(false);

    const third = await backfillImageSizes(t.db, storage, maker);
    expect(third.made).toBe(0);
  });
});
