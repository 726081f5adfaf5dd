import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { access, mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { projectPath } from "../../lib/paths";
import { createS3Storage } from "../../lib/s3-storage";
import { createLocalStorage } from "../../lib/storage";
import { startS3Peer } from "../../test/s3-peer";
import { createTestApp } from "../../test/test-app";
import { jpegDataUrl } from "../../test/test-listings";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { checkListingFiles, ORPHAN_GRACE_MS } from "./files-check";
import { createListingFiles } from "./listing-files";
import { insertProduct } from "./products-repo";

let dataDir: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "files-check-"));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const jpeg = (red: number) => jpegDataUrl(320, 240, red);
const uploads = (dir: string) => path.join(dir, "uploads");
const onDisk = (dir: string, url: string) =>
  access(path.join(dir, url)).then(
    () => true,
    () => false,
  );
const twoDaysAgo = () => new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
const twoDaysLater = () => new Date(Date.now() + 2 * ORPHAN_GRACE_MS);

/**
 * A photo's four sizes in a folder of their own, written `when` (`sizes`: the smaller ones it has, by default all).
 * Answers the URL a listing would hold.
 */
async function plantUpload(dir: string, when: Date, sizes = ["thumb", "card", "gallery"]) {
  const folder = `img/${randomUUID()}`;
  const storage = createLocalStorage(uploads(dir));
  for (const size of sizes) await storage.put(`${folder}/${size}.webp`, Buffer.from("x"), "image/webp");
  const url = await storage.put(`${folder}/full.webp`, Buffer.from("x"), "image/webp");
  await utimes(path.join(uploads(dir), folder), when, when);
  return url;
}
const ageFolderOf = (dir: string, url: string) => utimes(path.dirname(path.join(dir, url)), twoDaysAgo(), twoDaysAgo());

describe("checking the stored files against the listings", () => {
  it("reports what a listing or its waiting edit lacks, and removes only day-old folders nothing uses", async () => {
    const seller = await testAccount(t.db, { label: "Checked" });
    const admin = await testAccount(t.db, { role: "admin", label: "Check admin" });
    const made = (
      await req(
        "POST",
        "/api/products",
        seller.token,
        almirahListing(seller.bankId, {
          images: [await jpeg(10), await jpeg(90)],
          hasBill: true,
          billPhoto: await jpeg(200),
        }),
      )
    ).json();
    expect((await req("PUT", `/api/admin/products/${made.id}/approve`, admin.token)).statusCode).toBe(200);
    const edit = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      seller.token,
      almirahListing(seller.bankId, {
        images: [made.images[1], await jpeg(150)],
        hasBill: true,
        billPhoto: made.billPhoto,
      }),
    );
    expect(edit.json().modificationPending).toBe(true);
    const editPhoto: string = (await req("GET", "/api/admin/products/pending", admin.token))
      .json()
      .find((p: { id: string }) => p.id === made.id).modification.images[1];

    // One smaller size of a live photo and the edit's new photo are lost; every referenced folder is old.
    await rm(path.join(dataDir, made.images[0].replace("full.webp", "thumb.webp")));
    await rm(path.join(dataDir, editPhoto));
    for (const url of [...made.images, made.billPhoto, editPhoto]) await ageFolderOf(dataDir, url);
    const oldOrphan = await plantUpload(dataDir, twoDaysAgo());
    const freshOrphan = await plantUpload(dataDir, new Date());

    const storage = createLocalStorage(uploads(dataDir));
    const report = await checkListingFiles(t.db, storage, createListingFiles(t.db, storage, t.app.log));
    expect(report.missing).toEqual([{ productId: made.id, pendingEdit: true, url: editPhoto }]);
    // Its full.webp is there, so the lost size can be made again (npm run files:backfill).
    expect(report.incomplete).toEqual([{ productId: made.id, pendingEdit: false, url: made.images[0] }]);
    expect(report.checked).toBe(4 * 2 + 1 + 4 * 2 + 1);
    expect(report.removed).toBe(1);
    expect(await onDisk(dataDir, oldOrphan)).toBe(false);
    expect(await onDisk(dataDir, freshOrphan)).toBe(true);
    for (const url of [made.images[0].replace("full.webp", "card.webp"), made.images[1], made.billPhoto])
      expect(await onDisk(dataDir, url)).toBe(true);
  });

  it("runs at start-up", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "files-check-start-"));
    try {
      const orphan = await plantUpload(dir, twoDaysAgo());
      const app = await createTestApp({ DATA_DIR: dir });
      await app.close();
      expect(await onDisk(dir, orphan)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("checking the files in an S3 bucket", () => {
  it("reports what a listing lacks and removes the old folders nothing uses, as on disk", async () => {
    const peer = await startS3Peer();
    try {
      const bucket = createS3Storage(peer.settings);
      /** A photo's sizes in a folder of its own; answers the folder. */
      const put = async (sizes = ["thumb", "card", "gallery", "full"]) => {
        const folder = `img/${randomUUID()}`;
        for (const size of sizes) await bucket.put(`${folder}/${size}.webp`, Buffer.from(size), "image/webp");
        return folder;
      };
      const kept = await put();
      const damaged = await put(["thumb", "card", "gallery"]);
      const old = await put(["thumb", "card", "full"]);
      const orphan = await put();
      const urlOf = (folder: string) => bucket.urlOf(`${folder}/full.webp`);
      const seller = await testAccount(t.db, { label: "Bucket" });
      const product = await insertProduct(t.db, {
        ...almirahListing(seller.bankId),
        category: "home_garden",
        condition: "good",
        images: [urlOf(kept), urlOf(damaged), urlOf(old)],
        sellerId: seller.user.id,
        status: "approved",
      });
      // A bucket's objects cannot be aged by hand: the check runs "two days later" instead.
      const report = await checkListingFiles(t.db, bucket, createListingFiles(t.db, bucket, t.app.log), twoDaysLater());
      expect(report.missing.filter((m) => m.productId === product.id)).toEqual([
        { productId: product.id, pendingEdit: false, url: urlOf(damaged) },
      ]);
      expect(report.incomplete.filter((m) => m.productId === product.id)).toEqual([
        { productId: product.id, pendingEdit: false, url: urlOf(old) },
      ]);
      const keys = await peer.keys();
      expect(keys.filter((k) => k.startsWith(`${orphan}/`))).toEqual([]);
      expect(keys.filter((k) => k.startsWith(`${kept}/`))).toHaveLength(4);
      expect(keys.filter((k) => k.startsWith(`${damaged}/`))).toHaveLength(3);
    } finally {
      await peer.close();
    }
  });
});

describe("npm run files:check", () => {
  it("lists the missing files, removes the old orphans and exits 1", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "files-check-cli-"));
    try {
      // The command's own embedded database, as on a server started without DATABASE_URL.
      const database = openDatabase({ embeddedPath: path.join(dir, "db") });
      await database.migrate();
      const seller = await testAccount(database.db, { label: "Cli" });
      const lost = `/uploads/img/${randomUUID()}/full.webp`;
      const kept = await plantUpload(dir, twoDaysAgo());
      const beforeGallery = await plantUpload(dir, twoDaysAgo(), ["thumb", "card"]);
      const product = await insertProduct(database.db, {
        ...almirahListing(seller.bankId),
        category: "home_garden",
        condition: "good",
        images: [kept, lost, beforeGallery],
        sellerId: seller.user.id,
        status: "approved",
      });
      await database.close();
      const orphan = await plantUpload(dir, twoDaysAgo());

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dir,
        NODE_ENV: "development",
        SEED_DEMO: "0",
        LOG_LEVEL: "silent",
      };
      delete env.DATABASE_URL;
      const r = spawnSync(projectPath("node_modules/.bin/tsx"), [projectPath("server/cli/files-check.ts")], {
        env,
        encoding: "utf8",
        timeout: 110_000,
      });
      expect(r.stdout).toContain(`missing  ${lost}  (listing ${product.id})`);
      expect(r.stdout).toContain("1 missing");
      expect(r.stdout).toContain(`incomplete  ${beforeGallery}  (listing ${product.id}: a smaller size to make)`);
      expect(r.stdout).toContain("1 photos lack a smaller size their full.webp can give: run npm run files:backfill.");
      expect(r.stdout).toMatch(/Removed 1 unused upload folders older than a day\./);
      expect(r.status).toBe(1);
      expect(await onDisk(dir, orphan)).toBe(false);
      expect(await onDisk(dir, kept)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
