import path from "node:path";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_STORES, type TestStore } from "../test/test-stores";
import { createVariantMaker, smallerSizeOf } from "./image-variants";
import type { Storage } from "./storage";
import { registerUploads } from "./uploads";

/** A photo as stored before the 960 px size existed: thumb, card and full only. Answers its folder. */
async function storeOldPhoto(storage: Storage, folder: string) {
  const full = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7" } })
    .webp()
    .toBuffer();
  await storage.put(`${folder}/full.webp`, full, "image/webp");
  for (const [size, px] of [
    ["thumb", 320],
    ["card", 640],
  ] as const)
    await storage.put(`${folder}/${size}.webp`, await sharp(full).resize(px).webp().toBuffer(), "image/webp");
  return folder;
}

/** The store, counting the writes of each key. */
function countingPuts(storage: Storage) {
  const puts = new Map<string, number>();
  const counted: Storage = {
    ...storage,
    put(key, bytes, type) {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      return storage.put(key, bytes, type);
    },
  };
  return { storage: counted, puts };
}

describe("smallerSizeOf", () => {
  it("names the full.webp of a listing photo's smaller size, and nothing else", () => {
    expect(smallerSizeOf("img/3f1c-aa/gallery.webp")).toEqual({ fullKey: "img/3f1c-aa/full.webp", variant: "gallery" });
    expect(smallerSizeOf("img/3f1c-aa/thumb.webp")?.variant).toBe("thumb");
    for (const key of [
      "img/3f1c-aa/full.webp",
      "bill/3f1c-aa/gallery.webp",
      "img/3f1c-aa/GALLERY.webp",
      "img/3f1c-aa/gallery.png",
      "img/a/b/gallery.webp",
      "vid/s/v/gallery.webp",
    ])
      expect(smallerSizeOf(key), key).toBeUndefined();
  });
});

describe.each(TEST_STORES)("a photo stored before the gallery size, on $name storage", ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it("gets it on the first request, made once and stored, however many ask at once", async () => {
    const folder = await storeOldPhoto(store.storage, "img/old-photo");
    expect(await store.storage.exists(`${folder}/gallery.webp`)).toBe(false);
    const { storage, puts } = countingPuts(store.storage);
    const app = Fastify();
    await registerUploads(app, storage, path.join(store.env.DATA_DIR!, "uploads"));
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => app.inject({ url: `/uploads/${folder}/gallery.webp` })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((a) => a.headers["content-type"]))).toEqual(new Set(["image/webp"]));
      expect(new Set(answers.map((a) => a.rawPayload.toString("base64"))).size).toBe(1);
      const meta = await sharp(answers[0]!.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([960, 720]);
      expect(puts.get(`${folder}/gallery.webp`)).toBe(1);
      expect([...puts.keys()]).toEqual([`${folder}/gallery.webp`]);
      expect((await store.keys()).filter((k) => k.startsWith(`${folder}/`)).sort()).toEqual(
        ["card", "full", "gallery", "thumb"].map((s) => `${folder}/${s}.webp`),
      );
      // Stored: the next request is served as any other file, without making it again.
      const later = await app.inject({ url: `/uploads/${folder}/gallery.webp` });
      expect(later.statusCode).toBe(200);
      expect(later.rawPayload).toEqual(answers[0]!.rawPayload);
      expect(puts.get(`${folder}/gallery.webp`)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("answers 404, writing nothing, without a full.webp, for a damaged one and for any other missing file", async () => {
    await store.storage.put("img/no-full/card.webp", Buffer.from("x"), "image/webp");
    await store.storage.put("img/damaged/full.webp", Buffer.from("not a picture"), "image/webp");
    const { storage, puts } = countingPuts(store.storage);
    const app = Fastify();
    await registerUploads(app, storage, path.join(store.env.DATA_DIR!, "uploads"));
    try {
      for (const url of [
        "/uploads/img/no-full/gallery.webp",
        "/uploads/img/never-stored/gallery.webp",
        "/uploads/img/damaged/gallery.webp",
        "/uploads/img/damaged/photo.webp",
        "/uploads/bill/damaged/gallery.webp",
      ])
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      expect(puts.size).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("is made again after a failed attempt: a failure is not remembered", async () => {
    const folder = await storeOldPhoto(store.storage, "img/retried");
    let failing = true;
    const flaky: Storage = {
      ...store.storage,
      read: (key) => (failing ? Promise.reject(new Error("store unreachable")) : store.storage.read(key)),
    };
    const maker = createVariantMaker(flaky);
    await expect(maker.make(`${folder}/gallery.webp`)).rejects.toThrow(/unreachable/);
    failing = false;
    expect(await maker.make(`${folder}/gallery.webp`)).toBe(true);
    expect(await store.storage.exists(`${folder}/gallery.webp`)).toBe(true);
  });
});
