import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf } from "@contract/ist-days";
import { MOBILE_MESSAGES, SMS_LIMITS } from "@contract/mobile";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { testAccount } from "../../test/test-people";
import { slotsUsed } from "../cluster";
import { endResendLock, freshMobile, lastSmsCode, sandboxSms } from "../../test/sms-kit";

const DAILY_LIMIT = 40;
let kit: Awaited<ReturnType<typeof startAuthTestApp>>;
let t: typeof kit.t;

beforeAll(async () => {
  // Interleaved PGlite: concurrent requests really run between each other's queries (see slowPglite).
  kit = await startAuthTestApp({ SMS_DAILY_LIMIT: String(DAILY_LIMIT) }, "lim", { interleave: true });
  ({ t } = kit);
});
afterAll(() => kit.close());

let address = 0;
/** A client address of its own, so the per-address limit of one test does not spill into another. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
const sendFrom = (ip: string, mobile: string) => kit.postFrom(ip, "/api/auth/send-mobile-otp", { mobile });

describe("SMS limits, shared by every instance", () => {
  it("locks a number for 60 seconds after a send, then allows 5 an hour", async () => {
    const mobile = freshMobile();
    const ip = nextAddress();
    expect((await sendFrom(ip, mobile)).statusCode).toBe(200);
    const locked = await sendFrom(ip, mobile);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    for (let i = 1; i < SMS_LIMITS.perNumberHour; i++) {
      await endResendLock(t.db, mobile);
      expect((await sendFrom(nextAddress(), mobile)).statusCode).toBe(200);
    }
    await endResendLock(t.db, mobile);
    const capped = await sendFrom(nextAddress(), mobile);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/Too many codes requested for this number/);
    expect(await sandboxSms(t.app, mobile)).toHaveLength(SMS_LIMITS.perNumberHour);
  });

  it("20 concurrent sends for one number send one SMS (the resend lock), from one address or many", async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendFrom(nextAddress(), mobile)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(await sandboxSms(t.app, mobile)).toHaveLength(1);
  });

  it("allows 20 sends an hour from one address, to any numbers", async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => sendFrom(ip, freshMobile())));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(SMS_LIMITS.perAddressHour);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toMatch(/Too many codes requested from your network/);
  });

  it("allows an account 10 codes a day, whatever numbers it asks them for", async () => {
    const p = await testAccount(t.db, { mobileVerified: false, label: "Daily" });
    const codes = [];
    for (let i = 0; i < SMS_LIMITS.perAccountDay + 1; i++)
      codes.push(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/change-mobile",
          payload: { mobile: freshMobile() },
          headers: { authorization: `Bearer ${p.token}` },
          remoteAddress: nextAddress(),
        }),
      );
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(SMS_LIMITS.perAccountDay);
    expect(codes.at(-1)!.json().message).toMatch(/Too many codes requested for your account today/);
  });

  it("20 concurrent verifications of one code sign in once", async () => {
    const p = await kit.verified();
    await t.db.update(users).set({ mobileVerified: true }).where(eq(users.email, p.email));
    await sendFrom(nextAddress(), p.mobile);
    const otp = await lastSmsCode(t.app, p.mobile);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        kit.post("/api/auth/login", { loginMethod: "mobile_otp", mobile: p.mobile, otp }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it("a flood from many addresses stops at the day's budget with a clear 429, and every admin is told once", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const answers = [];
    for (let i = 0; i < DAILY_LIMIT + 10; i++) answers.push(await sendFrom(nextAddress(), freshMobile()));
    const spent = answers.filter((r) => r.statusCode === 429 && r.json().code === "SMS_BUDGET_SPENT");
    expect(spent.length).toBeGreaterThan(0);
    expect(spent[0]!.json().message).toBe(MOBILE_MESSAGES.budgetSpent);
    // Exactly the budget was spent today, counting every earlier test's sends; none past it.
    expect(await slotsUsed(t.db, `sms:budget:${istDateOf(new Date())}`)).toBe(DAILY_LIMIT);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, "sms_budget_reached")));
    expect(told).toHaveLength(1);
    expect(kit.smtp.received.filter((m) => m.to.includes(admin.user.email))).toHaveLength(1);
  });
});
