import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_MESSAGES } from "@contract/mobile";
import { networkTransport } from "../../lib/provider-client";
import { startMsg91Peer } from "../../test/msg91-peer";
import { createTestApp } from "../../test/test-app";
import { mobileCodeHash } from "../auth/mobile-code-service";
import { msg91Client } from "./msg91-client";
import type { SmsSettings } from "./sms-settings";

let peer: Awaited<ReturnType<typeof startMsg91Peer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  peer = await startMsg91Peer();
  t = await createTestApp({
    MSG91_AUTH_KEY: "peer-authkey",
    MSG91_TEMPLATE_ID: "tmpl-6543",
    MSG91_OTP_TEMPLATE_ID_HI: "tmpl-hi-7788",
    MSG91_SENDER_ID: "DOBARA",
    MSG91_API_URL: `${peer.url}/`,
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const settings = (timeoutMs = 10_000): SmsSettings => ({
  apiUrl: peer.url,
  authKey: "k",
  templateId: "tmpl",
  templateIdHi: "tmpl-hi",
  reminderTemplateId: "tmpl-reminder",
  reminderTemplateIdHi: "tmpl-reminder-hi",
  timeoutMs,
  sandbox: false,
  dailyLimit: 10,
  perAddressHour: 20,
  transport: networkTransport,
});
const client = (timeoutMs = 10_000) => msg91Client(settings(timeoutMs));

describe("MSG91 as we speak it", () => {
  it("hashes codes as docs/providers/msg91.md's vector says", () => {
    const hash = mobileCodeHash("dobara-test-otp-pepper", "login", "9876543210", "482913");
    expect(hash.toString("hex")).toBe("d19fce06f3c681bf30c011c0cfa3bcbcf5b9154529b41a851b889b103f5af999");
  });

  it("sends the exact Flow request, and the code it carries is the one that works; no sandbox is mounted", async () => {
    const mobile = "9876543210";
    const res = await t.app.inject({ method: "POST", url: "/api/auth/send-mobile-otp", payload: { mobile } });
    expect(res.statusCode).toBe(200);
    const sent = peer.requests.at(-1)!;
    expect(sent.path).toBe("/api/v5/flow");
    expect(sent.headers).toMatchObject({
      authkey: "peer-authkey",
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(sent.body).toEqual({
      template_id: "tmpl-6543",
      short_url: "0",
      recipients: [{ mobiles: "919876543210", otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { loginMethod: "mobile_otp", mobile, otp: sent.body.recipients![0]!.otp },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ shouldRedirectToRegister: true, mobile });
    expect(t.app.hasRoute({ method: "POST", url: "/sandbox/sms/api/v5/flow" })).toBe(false);
    expect(t.app.hasRoute({ method: "GET", url: "/sandbox/sms" })).toBe(false);
  });

  it("sends a Hindi speaker's code by the Hindi template (MSG91_OTP_TEMPLATE_ID_HI), the request's language deciding", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-mobile-otp",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { mobile: "9876500022" },
    });
    expect(res.statusCode).toBe(200);
    expect(peer.requests.at(-1)!.body).toMatchObject({ template_id: "tmpl-hi-7788" });
  });

  it("reads MSG91's answers: success accepted, error and 4xx rejected, 5xx and time-out unknown, one call each", async () => {
    peer.answer("success");
    expect(await client().sendCode("9876543210", "123456", "en")).toMatchObject({ state: "accepted" });
    peer.answer("error");
    expect(await client().sendCode("9876543210", "123456", "en")).toMatchObject({ state: "rejected" });
    peer.answer("5xx");
    expect(await client().sendCode("9876543210", "123456", "en")).toMatchObject({ state: "unknown" });
    peer.answer("slow");
    const before = peer.requests.length;
    expect(await client(300).sendCode("9876543210", "123456", "en")).toMatchObject({ state: "unknown" });
    // A time-out is never retried: a second SMS would be paid twice.
    await new Promise((r) => setTimeout(r, 1600));
    expect(peer.requests.length).toBe(before + 1);
    peer.answer("success");
  });

  it("sends the accept reminder by its own template (Hindi by its Hindi one), its three variables beside the number", async () => {
    const variables = { order: "100042", deadline: "29 Nov, 5:24 am", link: "https://dobara.in/dashboard?tab=orders" };
    expect(await client().sendReminder("9876543210", variables, "en")).toMatchObject({ state: "accepted" });
    expect(peer.requests.at(-1)!.body).toEqual({
      template_id: "tmpl-reminder",
      short_url: "0",
      recipients: [{ mobiles: "919876543210", ...variables }],
    });
    await client().sendReminder("9876543210", variables, "hi");
    expect(peer.requests.at(-1)!.body).toMatchObject({ template_id: "tmpl-reminder-hi" });
    const before = peer.requests.length;
    const none = msg91Client({ ...settings(), reminderTemplateId: undefined, reminderTemplateIdHi: undefined });
    expect(await none.sendReminder("9876543210", variables, "en")).toMatchObject({ state: "rejected" });
    expect(peer.requests.length).toBe(before);
  });

  it("a refused or lost send is a 503 to the person, and nothing is counted", async () => {
    const mobile = "9876500011";
    peer.answer("5xx");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/send-mobile-otp", payload: { mobile } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MOBILE_MESSAGES.sendFailed);
    peer.answer("success");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/send-mobile-otp", payload: { mobile } })).statusCode,
    ).toBe(200);
  });
});
