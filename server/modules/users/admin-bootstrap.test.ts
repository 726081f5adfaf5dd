import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema/users";
import { verifyPassword } from "../../lib/passwords";
import { createTestApp } from "../../test/test-app";
import { ensureAdmin } from "./admin-bootstrap";

describe("admin bootstrap", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_MOBILE: "9000000009",
      ADMIN_PASSWORD: "start-up-secret",
      ADMIN_EMAIL: "ops@dobara.test",
    });
  });
  afterAll(() => t.close());

  it("creates the configured admin at start with a hashed password", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.mobile, "9000000009"));
    expect(admin).toMatchObject({ role: "admin", isVerified: true, email: "ops@dobara.test" });
    expect(await verifyPassword(admin!.passwordHash, "start-up-secret")).toBe(true);
  });

  it("leaves an existing admin alone and never promotes another account", async () => {
    expect(await ensureAdmin(t.db, { mobile: "9000000009", password: "a-different-pass" })).toBe("exists");
    const [admin] = await t.db.select().from(users).where(eq(users.mobile, "9000000009"));
    expect(await verifyPassword(admin!.passwordHash, "start-up-secret")).toBe(true);

    await t.db
      .insert(users)
      .values({ fullName: "Buyer", username: "plainbuyer", mobile: "9000000010", email: "b@x.in", passwordHash: "x" });
    await expect(ensureAdmin(t.db, { mobile: "9000000010", password: "some-pass-123" })).rejects.toThrow(
      /refusing to promote/,
    );
    const [buyer] = await t.db.select().from(users).where(eq(users.mobile, "9000000010"));
    expect(buyer!.role).toBe("buyer");
  });

  it("takes the next free username when 'admin' is taken", async () => {
    await ensureAdmin(t.db, { mobile: "9000000011", password: "another-admin-pass" });
    const [second] = await t.db.select().from(users).where(eq(users.mobile, "9000000011"));
    expect(second!.username).toBe("admin2");
  });

  it("refuses a common admin password with a clear error and creates nothing", async () => {
    for (const password of ["Password@123", "ADMIN@1234", "india@2025"]) {
      await expect(ensureAdmin(t.db, { mobile: "9000000012", password })).rejects.toThrow(
        "ADMIN_PASSWORD is one of the most common passwords and would be guessed quickly: refusing to use it for the admin account. Choose a less guessable one.",
      );
    }
    expect(await t.db.select().from(users).where(eq(users.mobile, "9000000012"))).toEqual([]);
  });
});

describe("admin bootstrap at start-up", () => {
  it("refuses to start with a common ADMIN_PASSWORD", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "./.test-data",
      SEED_DEMO: "0",
      ADMIN_MOBILE: "9000000013",
      ADMIN_PASSWORD: "welcome@123",
    });
    const database = openDatabase({ embeddedPath: "memory://" });
    try {
      await expect(buildApp(config, { database })).rejects.toThrow(
        /ADMIN_PASSWORD is one of the most common passwords/,
      );
    } finally {
      await database.close();
    }
  });
});
