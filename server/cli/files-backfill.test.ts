import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { projectPath } from "../lib/paths";
import { createLocalStorage } from "../lib/storage";
import { insertProduct } from "../modules/catalog/products-repo";
import { almirahListing, testAccount } from "../test/test-people";

describe("npm run files:backfill", () => {
  it("makes the gallery size of photos stored before it, reports a photo it cannot, and skips what it did", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "files-backfill-"));
    try {
      const storage = createLocalStorage(path.join(dir, "uploads"));
      const full = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#246" } })
        .webp()
        .toBuffer();
      const old = `img/${randomUUID()}`;
      for (const size of ["thumb", "card", "full"]) await storage.put(`${old}/${size}.webp`, full, "image/webp");
      const lost = `img/${randomUUID()}`;
      await storage.put(`${lost}/card.webp`, full, "image/webp");
      // The command's own embedded database, as on a server started without DATABASE_URL.
      const database = openDatabase({ embeddedPath: path.join(dir, "db") });
      await database.migrate();
      const seller = await testAccount(database.db, { label: "Backfill" });
      await insertProduct(database.db, {
        ...almirahListing(seller.bankId),
        category: "home_garden",
        condition: "good",
        images: [`/uploads/${old}/full.webp`, `/uploads/${lost}/full.webp`],
        sellerId: seller.user.id,
        status: "approved",
      });
      await database.close();

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: "development", SEED_DEMO: "0" };
      delete env.DATABASE_URL;
      delete env.S3_BUCKET;
      const run = () =>
        spawnSync(projectPath("node_modules/.bin/tsx"), [projectPath("server/cli/files-backfill.ts")], {
          env,
          encoding: "utf8",
          timeout: 110_000,
        });
      const first = run();
      expect(first.stdout).toContain(`no full.webp  ${lost}/full.webp`);
      expect(first.stdout).toMatch(/Looked at 2 photos in \d+ s: made 1 sizes, 1 photos without full.webp/);
      expect(first.status).toBe(1);
      const meta = await sharp(await storage.read(`${old}/gallery.webp`)).metadata();
      expect([meta.width, meta.height]).toEqual([960, 540]);
      expect(await storage.exists(`${lost}/gallery.webp`)).toBe(false);

      const second = run();
      expect(second.stdout).toMatch(/made 0 sizes/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
