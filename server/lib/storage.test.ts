import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Peer } from "../test/s3-peer";
import { TEST_STORES, type TestStore } from "../test/test-stores";
import { createS3Storage } from "./s3-storage";
import { checkStorageReachable, createLocalStorage, uploadFolderOf, uploadUrls } from "./storage";
import { registerUploads } from "./uploads";

describe("uploadFolderOf", () => {
  it("names exactly one upload's folder, and nothing for any other URL", () => {
    const local = uploadUrls();
    expect(uploadFolderOf(local, "/uploads/img/3f1c-aa/full.webp")).toBe("img/3f1c-aa");
    expect(uploadFolderOf(local, "/uploads/bill/3f1c-aa/bill.webp")).toBe("bill/3f1c-aa");
    expect(uploadFolderOf(local, "/uploads/vid/seller-1/3f1c-aa/video.mp4")).toBe("vid/seller-1/3f1c-aa");
    for (const url of [
      "/uploads/img/full.webp",
      "/uploads/vid/seller-1/video.mp4",
      "/uploads/img/a/b/full.webp",
      "/uploads/other/3f1c/full.webp",
      "/uploads/img/../secrets/key.bin",
      "/uploads/img/%2e%2e/full.webp",
      "https://cdn.example.com/uploads/img/3f1c/full.webp",
      "data:image/png;base64,AAAA",
    ]) {
      expect(uploadFolderOf(local, url), url).toBeUndefined();
    }
  });

  it("understands the CDN's URLs once UPLOADS_PUBLIC_URL is set, and /uploads/ ones still", () => {
    const cdn = uploadUrls("https://cdn.example.com/dobara/");
    expect(cdn.urlOf("img/3f1c/full.webp")).toBe("https://cdn.example.com/dobara/img/3f1c/full.webp");
    expect(uploadFolderOf(cdn, "https://cdn.example.com/dobara/img/3f1c/full.webp")).toBe("img/3f1c");
    expect(uploadFolderOf(cdn, "/uploads/img/3f1c/full.webp")).toBe("img/3f1c");
    expect(uploadFolderOf(cdn, "https://cdn.example.com/img/3f1c/full.webp")).toBeUndefined();
    expect(uploadFolderOf(cdn, "https://cdn.example.com/dobara/img/../x/full.webp")).toBeUndefined();
  });
});

describe("local storage", () => {
  it("lists the folders at a depth last written before a time", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "storage-"));
    try {
      const storage = createLocalStorage(root);
      await storage.put("vid/s1/old/video.mp4", Buffer.from("x"), "video/mp4");
      await storage.put("vid/s2/new/video.mp4", Buffer.from("y"), "video/mp4");
      const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
      await utimes(path.join(root, "vid/s1/old"), dayAgo, dayAgo);
      expect(await storage.listFoldersBefore("vid", 2, new Date(Date.now() - 24 * 3600 * 1000))).toEqual([
        "vid/s1/old",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

const CONTENT = Buffer.from("RIFF....WEBPVP8 not really a picture, but bytes are bytes");

/** The contract every store keeps, run against the local folder and against a real S3 protocol peer. */
describe.each(TEST_STORES)("$name storage", ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it("stores bytes under a key, answers its URL, and tells which keys exist", async () => {
    const { storage } = store;
    const url = await storage.put("img/contract-a/full.webp", CONTENT, "image/webp");
    expect(url).toBe("/uploads/img/contract-a/full.webp");
    expect(storage.urlOf("img/contract-a/full.webp")).toBe(url);
    expect(storage.keyOf(url)).toBe("img/contract-a/full.webp");
    expect(await storage.exists("img/contract-a/full.webp")).toBe(true);
    expect(await storage.exists("img/contract-a/thumb.webp")).toBe(false);
    expect(await storage.read("img/contract-a/full.webp")).toEqual(CONTENT);
    expect(await storage.read("img/contract-a/thumb.webp")).toBeUndefined();
    // Written whole or not at all: nothing but the key itself is left in the store.
    expect((await store.keys()).filter((k) => k.startsWith("img/contract-a/"))).toEqual(["img/contract-a/full.webp"]);
    for (const key of ["../etc/passwd", "img/../../x.webp", "img/a b/full.webp", "/img/a/full.webp"])
      await expect(storage.put(key, CONTENT, "image/webp"), key).rejects.toThrow(/unsafe/);
  });

  it("removes a folder with everything in it, and nothing beside it", async () => {
    const { storage } = store;
    for (const size of ["thumb", "card", "full"]) await storage.put(`img/gone/${size}.webp`, CONTENT, "image/webp");
    // A neighbour whose name starts the same: a prefix must end at the slash.
    await storage.put("img/gone-not/full.webp", CONTENT, "image/webp");
    await storage.removeFolder("img/gone");
    expect(await storage.exists("img/gone/full.webp")).toBe(false);
    expect((await store.keys()).filter((k) => k.startsWith("img/gone"))).toEqual(["img/gone-not/full.webp"]);
    await storage.removeFolder("img/never-there");
    await expect(storage.removeFolder("img/..")).rejects.toThrow(/unsafe/);
  });

  it("lists the folders at a depth whose files were written before a time", async () => {
    const { storage } = store;
    const started = new Date(Date.now() - 2000);
    await storage.put("vid/seller-1/v1/video.mp4", CONTENT, "video/mp4");
    await storage.put("vid/seller-2/v2/video.mp4", CONTENT, "video/mp4");
    const later = new Date(Date.now() + 2000);
    expect((await storage.listFoldersBefore("vid", 2, later)).sort()).toEqual(["vid/seller-1/v1", "vid/seller-2/v2"]);
    expect(await storage.listFoldersBefore("vid", 1, started)).toEqual([]);
    expect(await storage.listFoldersBefore("vid", 2, started)).toEqual([]);
    expect(await storage.listFoldersBefore("nothing-here", 2, later)).toEqual([]);
    await expect(storage.listFoldersBefore("../etc", 1, later)).rejects.toThrow(/unsafe/);
  });

  it("serves /uploads/{key} with its type, an ETag and a year's cache; 404 for anything else", async () => {
    const { storage } = store;
    await storage.put("img/served/card.webp", CONTENT, "image/webp");
    await storage.put("vid/seller-3/v3/video.mp4", CONTENT, "video/mp4");
    const app = Fastify();
    await registerUploads(app, storage, path.join(store.env.DATA_DIR!, "uploads"));
    try {
      const ok = await app.inject({ url: "/uploads/img/served/card.webp" });
      expect(ok.statusCode).toBe(200);
      expect(ok.rawPayload).toEqual(CONTENT);
      expect(ok.headers["content-type"]).toBe("image/webp");
      expect(ok.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(ok.headers.etag).toBeTruthy();
      const again = await app.inject({
        url: "/uploads/img/served/card.webp",
        headers: { "if-none-match": ok.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      // Browsers seek in a video with ranges.
      const part = await app.inject({ url: "/uploads/vid/seller-3/v3/video.mp4", headers: { range: "bytes=4-11" } });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-type"]).toBe("video/mp4");
      expect(part.rawPayload).toEqual(CONTENT.subarray(4, 12));
      expect(part.headers["content-range"]).toBe(`bytes 4-11/${CONTENT.length}`);
      expect((await app.inject({ url: "/uploads/img/missing/card.webp" })).statusCode).toBe(404);
      for (const url of ["/uploads/..%2f..%2fpackage.json", "/uploads/img/%2e%2e/%2e%2e/package.json", "/uploads/"])
        expect([403, 404], url).toContain((await app.inject({ url })).statusCode);
    } finally {
      await app.close();
    }
  });

  it("is reachable", async () => {
    expect(await checkStorageReachable(store.storage)).toBe(true);
  });
});

describe("S3 objects", () => {
  it("are written with their type and a year's immutable cache, for a CDN to pass on", async () => {
    const peer = await startS3Peer();
    try {
      const storage = createS3Storage({ ...peer.settings, publicUrl: "https://cdn.example.com" });
      const url = await storage.put("vid/seller-1/v1/video.webm", CONTENT, "video/webm");
      expect(url).toBe("https://cdn.example.com/vid/seller-1/v1/video.webm");
      expect(await peer.head("vid/seller-1/v1/video.webm")).toEqual({
        cacheControl: "public, max-age=31536000, immutable",
        contentType: "video/webm",
        contentLength: CONTENT.length,
      });
    } finally {
      await peer.close();
    }
  });
});

describe("checkStorageReachable", () => {
  it("answers false, within its time limit, for a store that cannot be used", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "storage-unreachable-"));
    try {
      // A file where the uploads folder should be.
      await writeFile(path.join(dir, "uploads"), "x");
      expect(await checkStorageReachable(createLocalStorage(path.join(dir, "uploads")))).toBe(false);
      const nobody = createS3Storage({
        bucket: "dobara-test",
        endpoint: "http://127.0.0.1:9",
        region: "ap-south-1",
        accessKeyId: "x",
        secretAccessKey: "y",
        forcePathStyle: true,
      });
      const started = Date.now();
      expect(await checkStorageReachable(nobody, 1500)).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
