import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_MESSAGES } from "@contract/mobile";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { endResendLock, freshMobile, lastSmsCode } from "../../test/sms-kit";

let t: Awaited<ReturnType<typeof createTestApp>>;
let req: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  req = requester(t.app);
});
afterAll(() => t.close());

const unverifiedSeller = () => testAccount(t.db, { mobileVerified: false, label: "Mob" });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Asks for a code to `mobile` as this person and enters it. */
async function proveNumber(token: string, mobile: string) {
  const asked = await req("POST", "/api/auth/change-mobile", token, { mobile });
  expect(asked.statusCode, asked.body).toBe(200);
  return req("POST", "/api/auth/change-mobile/verify", token, { otp: await lastSmsCode(t.app, mobile) });
}

describe("verifying and changing the account's mobile", () => {
  it("verifies the current number by a code, after which it is verified in every user object", async () => {
    const p = await unverifiedSeller();
    expect((await req("GET", "/api/auth/me", p.token)).json().user.mobileVerified).toBe(false);
    const res = await proveNumber(p.token, p.user.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MOBILE_MESSAGES.verified,
      user: { mobile: p.user.mobile, mobileVerified: true },
    });
    expect((await req("GET", "/api/auth/me", p.token)).json().user.mobileVerified).toBe(true);
    const again = await req("POST", "/api/auth/change-mobile", p.token, { mobile: p.user.mobile });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MOBILE_MESSAGES.alreadyVerified);
  });

  it("changes the number only once the code sent to the new one comes back", async () => {
    const p = await unverifiedSeller();
    const next = freshMobile();
    expect((await req("POST", "/api/auth/change-mobile", p.token, { mobile: next })).statusCode).toBe(200);
    expect((await userRow(p.user.id)).mobile).toBe(p.user.mobile);
    const wrong = await req("POST", "/api/auth/change-mobile/verify", p.token, { otp: "000000" });
    expect((await userRow(p.user.id)).mobile).toBe(p.user.mobile);
    expect([400]).toContain(wrong.statusCode);
    const res = await req("POST", "/api/auth/change-mobile/verify", p.token, { otp: await lastSmsCode(t.app, next) });
    expect(res.statusCode).toBe(200);
    expect(await userRow(p.user.id)).toMatchObject({ mobile: next, mobileVerified: true });
  });

  it("one number, one account: the owner who proves it wins it, the other is told, and cannot take it back", async () => {
    const typist = await unverifiedSeller();
    const owner = await unverifiedSeller();
    // The typist registered with the owner's number (an unverified duplicate no longer blocks anyone).
    const number = freshMobile();
    await t.db.update(users).set({ mobile: number }).where(eq(users.id, typist.user.id));
    expect((await proveNumber(owner.token, number)).statusCode).toBe(200);
    expect(await userRow(typist.user.id)).toMatchObject({ mobile: number, mobileVerified: false });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, typist.user.id), eq(notifications.type, "mobile_taken")));
    expect(told).toHaveLength(1);
    const refused = await req("POST", "/api/auth/change-mobile", typist.token, { mobile: number });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MOBILE_MESSAGES.taken);
    await endResendLock(t.db, number);
  });

  it("a code asked for by one account never verifies the number for another", async () => {
    const a = await unverifiedSeller();
    const b = await unverifiedSeller();
    const number = freshMobile();
    await req("POST", "/api/auth/change-mobile", a.token, { mobile: number });
    const code = await lastSmsCode(t.app, number);
    expect((await req("POST", "/api/auth/change-mobile/verify", b.token, { otp: code })).statusCode).toBe(400);
    expect((await userRow(b.user.id)).mobileVerified).toBe(false);
  });
});

describe("only verified mobiles list and are shown verified", () => {
  it("refuses a listing with 403 MOBILE_NOT_VERIFIED, then takes the same listing once the number is verified", async () => {
    const p = await unverifiedSeller();
    const refused = await req("POST", "/api/products", p.token, almirahListing(p.bankId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "MOBILE_NOT_VERIFIED", message: MOBILE_MESSAGES.notVerified });
    await proveNumber(p.token, p.user.mobile);
    expect((await req("POST", "/api/products", p.token, almirahListing(p.bankId))).statusCode).toBe(201);
  });

  it("shows the seller's badge publicly and the field to admins", async () => {
    const admin = await testAccount(t.db, { role: "admin" });
    const p = await unverifiedSeller();
    const badge = async () => (await req("GET", `/api/sellers/${p.user.username}`)).json().badges.mobileVerified;
    expect(await badge()).toBe(false);
    await proveNumber(p.token, p.user.mobile);
    expect(await badge()).toBe(true);
    const listed = (await req("GET", `/api/admin/users?q=${p.user.username}`, admin.token)).json();
    const rows = Array.isArray(listed) ? listed : listed.users;
    expect(rows.find((u: { id: string }) => u.id === p.user.id)).toMatchObject({ mobileVerified: true });
  });
});
