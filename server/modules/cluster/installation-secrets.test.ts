import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { installationSecrets } from "../../db/schema/cluster-state";
import { createEncryptor } from "../../lib/encryption";
import { startInstances } from "../../test/cluster-kit";
import { testAccount } from "../../test/test-people";
import { gatewaySettings } from "../payments";
import { payoutSettings } from "../payouts";
import { courierSettings } from "../shipping";
import { WrongEncryptionKeyError } from "./installation-secrets";

const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");

let instances: Awaited<ReturnType<typeof startInstances>> | undefined;
afterEach(async () => {
  await instances?.close();
  instances = undefined;
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("secrets on several instances of one PostgreSQL", () => {
  it("three instances without keys in the environment share one set, made in the database, none in DATA_DIR", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dobara-secrets-"));
    instances = await startInstances(3, { DATA_DIR: dataDir });
    const configs = instances.apps.map((app) => app.config);
    const salts = new Set(configs.map((c) => gatewaySettings(c).payu.salt));
    const payoutKeys = new Set(configs.map((c) => payoutSettings(c).keySecret));
    const dataKeys = new Set(configs.map((c) => c.sharedSecrets?.["data-encryption-key"]));
    const courierTokens = new Set(configs.map((c) => courierSettings(c).webhookToken));
    for (const set of [salts, payoutKeys, dataKeys, courierTokens]) {
      expect(set.size).toBe(1);
      expect([...set][0]).toMatch(/^[\w+/=-]{20,}$/);
    }
    expect(existsSync(path.join(dataDir, "secrets"))).toBe(false);
    const names = (await instances.db.select({ name: installationSecrets.name }).from(installationSecrets)).map(
      (r) => r.name,
    );
    expect(names.sort()).toEqual([
      "courier-sandbox",
      "data-encryption-key",
      "data-encryption-key-check",
      "payment-sandbox",
      "payout-sandbox",
      "vapid-keys",
      "whatsapp-sandbox",
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("moving to PostgreSQL from DATA_DIR/secrets", () => {
  it("the key an installation kept in DATA_DIR/secrets becomes the shared one, so its data stays readable", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dobara-secrets-"));
    mkdirSync(path.join(dataDir, "secrets"));
    writeFileSync(path.join(dataDir, "secrets", "data-encryption.key"), keyA);
    instances = await startInstances(2, { DATA_DIR: dataDir });
    for (const app of instances.apps) expect(app.config.sharedSecrets?.["data-encryption-key"]).toBe(keyA);
  });
});

describe("an instance started with another encryption key than the data was written with", () => {
  it("refuses to start, with a message that says what to do", async () => {
    instances = await startInstances(1, { DATA_ENCRYPTION_KEY: keyA });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "./.test-data",
      SEED_DEMO: "0",
      DATA_ENCRYPTION_KEY: keyB,
    });
    const started = buildApp(config, { database: instances.databases[0]! });
    await expect(started).rejects.toThrow(WrongEncryptionKeyError);
    await expect(started).rejects.toThrow(/DATA_ENCRYPTION_KEY is not the key this database's bank account numbers/);
    // The right key still starts.
    const again = await buildApp(
      { ...config, dataEncryptionKey: Buffer.from(keyA, "base64") },
      {
        database: instances.databases[0]!,
      },
    );
    await again.close();
  });

  it("a database written before the check value existed is checked by opening a stored account number", async () => {
    instances = await startInstances(1, { DATA_ENCRYPTION_KEY: keyA });
    const { db } = instances;
    const seller = await testAccount(db, { role: "seller", label: "Keys" });
    const sealed = createEncryptor(Buffer.from(keyA, "base64")).encrypt("50100123451234");
    await db.update(bankAccounts).set({ accountNumberEncrypted: sealed }).where(eq(bankAccounts.id, seller.bankId));
    // Only encrypted numbers that open count: drop the test kit's placeholder rows and the recorded check value.
    await db.delete(bankAccounts).where(eq(bankAccounts.accountNumberEncrypted, "v1:test"));
    await db.delete(installationSecrets).where(eq(installationSecrets.name, "data-encryption-key-check"));

    const base = loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0" });
    const wrong = buildApp(
      { ...base, dataEncryptionKey: Buffer.from(keyB, "base64") },
      {
        database: instances.databases[0]!,
      },
    );
    await expect(wrong).rejects.toThrow(WrongEncryptionKeyError);
    const right = await buildApp(
      { ...base, dataEncryptionKey: Buffer.from(keyA, "base64") },
      {
        database: instances.databases[0]!,
      },
    );
    await right.close();
    const [check] = await db
      .select()
      .from(installationSecrets)
      .where(eq(installationSecrets.name, "data-encryption-key-check"));
    expect(check!.value).not.toBe("");
    expect(check!.value).not.toContain(keyA);
  });
});

afterAll(() => instances?.close());
