import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { projectPath } from "../lib/paths";
import { createLocalStorage } from "../lib/storage";
import { insertProduct } from "../modules/catalog/products-repo";
import { startS3Peer } from "../test/s3-peer";
import { almirahListing, testAccount } from "../test/test-people";

/** Asynchronously: the S3 peer answers from this very process, so it must keep running meanwhile. */
const migrate = (env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      projectPath("node_modules/.bin/tsx"),
      [projectPath("server/cli/files-migrate.ts"), "--to", "s3"],
      { env, encoding: "utf8", timeout: 110_000 },
      (_err, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

describe("npm run files:migrate -- --to s3", () => {
  it("copies the uploads folder into the bucket, checks every referenced file arrived, and can run again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "files-migrate-"));
    const peer = await startS3Peer();
    try {
      const local = createLocalStorage(path.join(dir, "uploads"));
      const photo = `img/${randomUUID()}`;
      // Stored before the gallery size: it moves as it is, and files:backfill can make that size in the bucket.
      for (const size of ["thumb", "card", "full"]) await local.put(`${photo}/${size}.webp`, Buffer.from(size), "");
      const video = await local.put(`vid/s1/${randomUUID()}/video.mp4`, Buffer.from("mp4"), "");
      const lostKey = `bill/${randomUUID()}/full.webp`;
      await writeFile(path.join(dir, "uploads", "notes.txt"), "not an upload");
      // The command's own embedded database, as on a server started without DATABASE_URL.
      const database = openDatabase({ embeddedPath: path.join(dir, "db") });
      await database.migrate();
      const seller = await testAccount(database.db, { label: "Mover" });
      const product = await insertProduct(database.db, {
        ...almirahListing(seller.bankId),
        category: "home_garden",
        condition: "good",
        images: [`/uploads/${photo}/full.webp`],
        billPhoto: `/uploads/${lostKey}`,
        hasBill: true,
        videoUrl: video,
        sellerId: seller.user.id,
        status: "approved",
      });
      await database.close();

      const env: NodeJS.ProcessEnv = { ...process.env, ...peer.env, DATA_DIR: dir, NODE_ENV: "development" };
      delete env.DATABASE_URL;
      const first = await migrate(env);
      expect(first.stdout).toContain("skipped  notes.txt");
      expect(first.stdout).toContain(`missing  /uploads/${lostKey}  (listing ${product.id})`);
      expect(first.stdout).toContain("Copied 4 files, 0 were already in the bucket, 1 skipped.");
      expect(first.stdout).toContain("Checked 6 referenced files: 1 missing.");
      expect(first.stdout).toContain("1 photos lack a smaller size: run npm run files:backfill with S3_BUCKET set.");
      expect(first.status).toBe(1);
      expect(await peer.head(`${photo}/card.webp`)).toMatchObject({ contentType: "image/webp" });

      // The lost file turns up (say, from a backup): a second run copies just that one and passes.
      await local.put(lostKey, Buffer.from("bill"), "");
      const second = await migrate(env);
      expect(second.stdout).toContain("Copied 1 files, 4 were already in the bucket, 1 skipped.");
      expect(second.stdout).toContain("Checked 6 referenced files: 0 missing.");
      expect(second.status).toBe(0);
      expect(await peer.keys()).toHaveLength(5);
    } finally {
      await peer.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses to start without a bucket", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development" };
    delete env.S3_BUCKET;
    const r = await migrate(env);
    expect(r.stderr).toContain("needs S3_BUCKET");
    expect(r.status).toBe(2);
  }, 60_000);
});
