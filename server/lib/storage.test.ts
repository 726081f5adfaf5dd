import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage, uploadFolderOf } from "./storage";

describe("uploadFolderOf", () => {
  it("names exactly one upload's folder, and nothing for any other URL", () => {
    expect(uploadFolderOf("/uploads/img/3f1c-aa/full.webp")).toBe("img/3f1c-aa");
    expect(uploadFolderOf("/uploads/bill/3f1c-aa/bill.webp")).toBe("bill/3f1c-aa");
    expect(uploadFolderOf("/uploads/vid/seller-1/3f1c-aa/video.mp4")).toBe("vid/seller-1/3f1c-aa");
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
      expect(uploadFolderOf(url), url).toBeUndefined();
    }
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
      expect((await storage.listFoldersBefore("vid", 2, new Date(Date.now() + 1000))).sort()).toEqual([
        "vid/s1/old",
        "vid/s2/new",
      ]);
      expect(await storage.listFoldersBefore("nothing-here", 2, new Date())).toEqual([]);
      await expect(storage.listFoldersBefore("../etc", 1, new Date())).rejects.toThrow(/unsafe/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
