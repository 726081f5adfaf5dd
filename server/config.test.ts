import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:5000",
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(c.dataDir.endsWith("data")).toBe(true);
  });

  it("turns demo data off by default with PostgreSQL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/x" }).seedDemo).toBe(false);
  });

  it("names every bad variable", () => {
    const bad = () => loadConfig({ PORT: "eighty", ADMIN_MOBILE: "12345" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/ADMIN_MOBILE: must be a 10-digit/);
  });

  it("needs ADMIN_MOBILE and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_MOBILE: "9876543210" })).toThrow(/set together/);
  });

  it("needs each gateway's key and secret together, and an admin e-mail only with an admin", () => {
    expect(() => loadConfig({ PAYU_KEY: "k" })).toThrow(/PAYU_SALT: PAYU_KEY and PAYU_SALT must be set together/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "id" })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: "admin@example.in" })).toThrow(/ADMIN_EMAIL: needs ADMIN_MOBILE/);
  });

  it("points PayU at its test hosts outside production unless told otherwise", () => {
    const test = loadConfig({ PAYU_KEY: "k", PAYU_SALT: "s" });
    expect(test.payu).toMatchObject({
      url: "https://test.payu.in/_payment",
      apiUrl: "https://test.payu.in/merchant/postservice.php?form=2",
    });
    const staging = loadConfig({
      PAYU_KEY: "k",
      PAYU_SALT: "s",
      PAYU_URL: "http://peer:9/_payment",
      PAYU_API_URL: "http://peer:9/api",
    });
    expect(staging.payu).toMatchObject({ url: "http://peer:9/_payment", apiUrl: "http://peer:9/api" });
    const rzp = loadConfig({ RAZORPAY_KEY_ID: "id", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook" });
    expect(rzp.razorpay).toMatchObject({ apiUrl: "https://api.razorpay.com", webhookSecret: "hook" });
  });

  it("lets an operator behind a carrier's NAT raise the SMS codes one address may ask for", () => {
    expect(loadConfig({}).smsPerAddressHour).toBe(20);
    expect(loadConfig({ SMS_PER_ADDRESS_HOUR: "500" }).smsPerAddressHour).toBe(500);
    expect(() => loadConfig({ SMS_PER_ADDRESS_HOUR: "0" })).toThrow(/SMS_PER_ADDRESS_HOUR/);
  });

  it("trusts a proxy only when told which", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    // 1 is read as an address, never a hop count (which would trust whatever X-Forwarded-For says).
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual(["1"]);
  });

  const GST = {
    GSTIN: "29AABCD1234E1Z5",
    GST_LEGAL_NAME: "Dobara Pvt Ltd",
    GST_ADDRESS: "1 MG Road, Bengaluru 560001",
  };

  it("refuses production without database, mail and gateway keys", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /DATABASE_URL[\s\S]*SMTP_URL[\s\S]*DATA_ENCRYPTION_KEY[\s\S]*GSTIN[\s\S]*PAYU_KEY[\s\S]*MSG91_AUTH_KEY[\s\S]*SHIPROCKET_EMAIL/,
    );
    const ok = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SMTP_URL: "smtp://mail:587",
      PUBLIC_URL: "https://dobara.in",
      PAYU_KEY: "k",
      PAYU_SALT: "s",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      SHIPROCKET_EMAIL: "api@dobara.in",
      SHIPROCKET_PASSWORD: "p",
      SHIPROCKET_WEBHOOK_TOKEN: "t",
      MSG91_AUTH_KEY: "a",
      MSG91_TEMPLATE_ID: "t",
      PAYOUTS_MODE: "manual",
      ...GST,
    });
    expect(ok.isProduction).toBe(true);
    expect(ok.payu?.url).toBe("https://secure.payu.in/_payment");
    expect(ok.shiprocket?.apiUrl).toBe("https://apiv2.shiprocket.in");
    // No Hindi SMS template of its own: Hindi speakers get the English one (decision 0046).
    expect(ok.msg91).toMatchObject({ templateId: "t", templateIdHi: "t" });
    expect(
      loadConfig({ MSG91_AUTH_KEY: "a", MSG91_TEMPLATE_ID: "t", MSG91_OTP_TEMPLATE_ID_HI: "h" }).msg91,
    ).toMatchObject({
      templateId: "t",
      templateIdHi: "h",
    });
  });

  it("pays sellers by RazorpayX when its account is set, with Razorpay's key pair unless RazorpayX has its own", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SMTP_URL: "smtp://mail:587",
      PUBLIC_URL: "https://dobara.in",
      PAYU_KEY: "k",
      PAYU_SALT: "s",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      SHIPROCKET_EMAIL: "api@dobara.in",
      SHIPROCKET_PASSWORD: "p",
      SHIPROCKET_WEBHOOK_TOKEN: "t",
      MSG91_AUTH_KEY: "a",
      MSG91_TEMPLATE_ID: "t",
      ...GST,
    };
    expect(() => loadConfig(production)).toThrow(/RAZORPAYX_ACCOUNT_NUMBER: production pays sellers/);
    expect(() => loadConfig({ ...production, RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316" })).toThrow(
      /RAZORPAYX_KEY_ID[\s\S]*RAZORPAYX_WEBHOOK_SECRET/,
    );
    const shared = loadConfig({
      ...production,
      RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
      RAZORPAY_KEY_ID: "rzp_live_a",
      RAZORPAY_KEY_SECRET: "sa",
      RAZORPAYX_WEBHOOK_SECRET: "wh",
    });
    expect(shared.payouts).toMatchObject({
      mode: "api",
      razorpayx: { keyId: "rzp_live_a", keySecret: "sa", apiUrl: "https://api.razorpay.com", webhookSecret: "wh" },
    });
    const own = loadConfig({
      ...production,
      RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
      RAZORPAY_KEY_ID: "rzp_live_a",
      RAZORPAY_KEY_SECRET: "sa",
      RAZORPAYX_KEY_ID: "rzp_live_x",
      RAZORPAYX_KEY_SECRET: "sx",
      RAZORPAYX_WEBHOOK_SECRET: "wh",
      RAZORPAYX_API_URL: "https://peer.test/",
    });
    expect(own.payouts.razorpayx).toMatchObject({ keyId: "rzp_live_x", keySecret: "sx", apiUrl: "https://peer.test" });
    expect(loadConfig({ ...production, PAYOUTS_MODE: "manual" }).payouts).toMatchObject({ mode: "manual" });
    expect(loadConfig({}).payouts).toEqual({ mode: "api", razorpayx: undefined, sandboxSeconds: 60 });
    expect(() => loadConfig({ PAYOUTS_MODE: "auto" })).toThrow(/PAYOUTS_MODE: must be api or manual/);
  });
  it("takes the VAPID key pair together, and refuses loopback push endpoints in production", () => {
    const vapid = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "A".repeat(43) };
    expect(loadConfig(vapid).webPush).toEqual({
      vapid: { publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY },
      subject: "mailto:support@dobara.in",
      allowLoopback: false,
    });
    expect(loadConfig({}).webPush.vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://dobara.in" })).toThrow(/VAPID_SUBJECT: must be a mailto:/);
    expect(loadConfig({ WEB_PUSH_ALLOW_LOOPBACK: "1" }).webPush.allowLoopback).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", WEB_PUSH_ALLOW_LOOPBACK: "1" })).toThrow(
      /WEB_PUSH_ALLOW_LOOPBACK: must be unset in production/,
    );
  });
});
