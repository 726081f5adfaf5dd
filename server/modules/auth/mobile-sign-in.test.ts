import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_MESSAGES } from "@contract/mobile";
import { mobileCodes } from "../../db/schema/mobile-codes";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { endResendLock, failNextSms, freshMobile, lastSmsCode, sandboxSms } from "../../test/sms-kit";

let kit: Awaited<ReturnType<typeof startAuthTestApp>>;
let t: typeof kit.t;

beforeAll(async () => {
  kit = await startAuthTestApp({}, "mobi");
  ({ t } = kit);
});
afterAll(() => kit.close());

const post = (url: string, payload: unknown) => kit.post(url, payload);
const sendCode = (mobile: string) => post("/api/auth/send-mobile-otp", { mobile });
const loginWith = (mobile: string, otp: string) => post("/api/auth/login", { loginMethod: "mobile_otp", mobile, otp });

/** A registered, e-mail-verified person whose mobile is verified too. */
async function withVerifiedMobile() {
  const p = await kit.verified();
  await t.db.update(users).set({ mobileVerified: true }).where(eq(users.email, p.email));
  return p;
}

describe("POST /api/auth/send-mobile-otp", () => {
  it("answers the same for a number with an account and without, and sends each a code by the template", async () => {
    const known = await withVerifiedMobile();
    const unknown = freshMobile();
    const a = await sendCode(known.mobile);
    const b = await sendCode(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ success: true, message: MOBILE_MESSAGES.codeSent });
    const [sms] = await sandboxSms(t.app, unknown);
    expect(sms!.mobiles).toBe(`91${unknown}`);
    expect(sms!.text).toMatch(/^\d{6} is your Dobara verification code, valid for 10 minutes\. Do not share it\./);
    // Only an HMAC is stored: never the code.
    const code = await lastSmsCode(t.app, unknown);
    const [row] = await t.db.select().from(mobileCodes).where(eq(mobileCodes.mobile, unknown));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it("writes the SMS in Hindi for a Hindi request, or for the Hindi account holding the number (decision 0046)", async () => {
    const hindiText = /^\d{6} आपका Dobara वेरिफ़िकेशन कोड है, 10 मिनट तक मान्य।/;
    const unknown = freshMobile();
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-mobile-otp",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { mobile: unknown },
    });
    expect(asked.statusCode).toBe(200);
    expect((await sandboxSms(t.app, unknown))[0]!.text).toMatch(hindiText);
    // The account's language wins over the request's (an English browser): the phone is the account holder's.
    const p = await withVerifiedMobile();
    await t.db.update(users).set({ language: "hi" }).where(eq(users.email, p.email));
    expect((await sendCode(p.mobile)).statusCode).toBe(200);
    expect((await sandboxSms(t.app, p.mobile))[0]!.text).toMatch(hindiText);
    // The Hindi code signs in like the English one.
    expect((await loginWith(p.mobile, await lastSmsCode(t.app, p.mobile))).statusCode).toBe(200);
  });

  it("reads +91, spaces and Indian-script digits as a person means them, and refuses other lengths", async () => {
    const mobile = freshMobile();
    const devanagari = mobile.replace(/\d/g, (d) => String.fromCharCode(0x966 + Number(d)));
    expect((await sendCode(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).statusCode).toBe(200);
    await endResendLock(t.db, mobile);
    expect((await sendCode(devanagari)).statusCode).toBe(200);
    expect(await sandboxSms(t.app, mobile)).toHaveLength(2);
    for (const bad of [mobile.slice(1), `${mobile}1`, `0${mobile}`, "", "98765 4321", "+1 2025550123"]) {
      const res = await sendCode(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain(MOBILE_MESSAGES.length);
    }
    const res = await sendCode("5876543210");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Mobile number must start with 6, 7, 8 or 9");
  });

  it("is a clear 503 when MSG91 fails, with nothing counted: the person may ask again at once", async () => {
    const mobile = freshMobile();
    for (const answer of ["5xx", "error"] as const) {
      await failNextSms(t.app, answer);
      const res = await sendCode(mobile);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MOBILE_MESSAGES.sendFailed);
    }
    expect(await t.db.select().from(mobileCodes).where(eq(mobileCodes.mobile, mobile))).toHaveLength(0);
    expect((await sendCode(mobile)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/login with loginMethod mobile_otp", () => {
  it("signs in the account that verified the number; the code works once and for that number only", async () => {
    const p = await withVerifiedMobile();
    const other = freshMobile();
    await sendCode(p.mobile);
    const code = await lastSmsCode(t.app, p.mobile);
    expect((await loginWith(other, code)).statusCode).toBe(400);
    const res = await loginWith(p.mobile, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email: p.email, mobileVerified: true } });
    const replay = await loginWith(p.mobile, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().token).toBeUndefined();
  });

  it("burns the code after five wrong tries", async () => {
    const p = await withVerifiedMobile();
    await sendCode(p.mobile);
    const code = await lastSmsCode(t.app, p.mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await loginWith(p.mobile, wrong)).json().message);
    expect(answers.at(-1)).toMatch(/Too many wrong attempts/);
    expect((await loginWith(p.mobile, code)).statusCode).toBe(400);
  });

  it("sends a number no account has to registration, verified there for one registration", async () => {
    const mobile = freshMobile();
    await sendCode(`+91${mobile}`);
    const res = await loginWith(mobile, await lastSmsCode(t.app, mobile));
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ shouldRedirectToRegister: true, mobile, mobileProof: expect.any(String) });
    const p = { ...kit.person(), mobile, mobileProof: body.mobileProof };
    expect((await post("/api/auth/register", p)).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, p.email));
    expect(row).toMatchObject({ mobile, mobileVerified: true, isVerified: false });
    // The proof is spent: another registration with it gets an unverified number, which the owner keeps.
    const again = { ...kit.person(), mobile, mobileProof: body.mobileProof };
    expect((await post("/api/auth/register", again)).statusCode).toBe(409);
  });

  it("signs nobody in with a number accounts only typed: that person signs in another way and verifies it", async () => {
    const p = await kit.verified();
    await sendCode(p.mobile);
    const res = await loginWith(p.mobile, await lastSmsCode(t.app, p.mobile));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "MOBILE_NOT_VERIFIED", message: MOBILE_MESSAGES.notOnAnyAccount });
    expect(res.json().token).toBeUndefined();
  });
});
