import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { gatewayOrigins, gatewaySettings } from "./gateway-settings";

const production = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: "postgres://db/app",
    SMTP_URL: "smtp://mail:587",
    PUBLIC_URL: "https://dobara.in",
    PAYU_KEY: "live-key",
    PAYU_SALT: "live-salt",
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    SHIPROCKET_EMAIL: "api@dobara.in",
    SHIPROCKET_PASSWORD: "p",
    SHIPROCKET_WEBHOOK_TOKEN: "t",
    MSG91_AUTH_KEY: "a",
    MSG91_TEMPLATE_ID: "t",
    GSTIN: "29AABCD1234E1Z5",
    GST_LEGAL_NAME: "Dobara Pvt Ltd",
    GST_ADDRESS: "1 MG Road, Bengaluru 560001",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "dobara-gw-")),
    PAYOUTS_MODE: "manual",
    ...extra,
  });

describe("gateway settings", () => {
  it("in production: PayU's own hosts, no Razorpay without its keys, and no sandbox secrets made", () => {
    const config = production();
    const s = gatewaySettings(config);
    expect(s.payu).toMatchObject({ key: "live-key", url: "https://secure.payu.in/_payment", sandbox: false });
    expect(s.razorpayEnabled).toBe(false);
    expect(gatewayOrigins(s)).toEqual({ formAction: ["https://secure.payu.in"], script: [], frame: [], connect: [] });
    expect(readdirSync(config.dataDir)).toEqual([]);
  });

  it("with Razorpay keys: its checkout script and frames, and nothing of the sandbox", () => {
    const s = gatewaySettings(production({ RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret" }));
    expect(s.razorpay).toMatchObject({ keyId: "rzp_live_x", sandbox: false, apiUrl: "https://api.razorpay.com" });
    expect(gatewayOrigins(s).script).toEqual(["https://checkout.razorpay.com"]);
  });
});
