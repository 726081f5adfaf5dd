import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";

let kit: Awaited<ReturnType<typeof startAuthTestApp>>;
let t: typeof kit.t;
let smtp: typeof kit.smtp;

beforeAll(async () => {
  kit = await startAuthTestApp(
    { ADMIN_MOBILE: "9000000001", ADMIN_PASSWORD: "admin-secret-pass", ADMIN_EMAIL: "admin@dobara.test" },
    "priya",
  );
  ({ t, smtp } = kit);
});
afterAll(() => kit.close());

const post = (url: string, payload: unknown, token?: string) =>
  kit.post(url, payload, token ? { authorization: `Bearer ${token}` } : {});
const me = (token: string) => t.app.inject({ url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
const ageCodes = (email: string) => kit.ageCodes(email);
const person = () => kit.person();
const registered = () => kit.registered();
const verified = () => kit.verified();

describe("registration and email verification", () => {
  it("registers, mails a code over SMTP, verifies and signs in", async () => {
    const p = person();
    const res = await post("/api/auth/register", { ...p, role: "seller", isVerified: true, extra: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ needsEmailVerification: true });
    expect(res.json().token).toBeUndefined();
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toMatch(/10 minutes/);
    expect(mail.raw).toMatch(/ignore this email/);
    const [row] = await t.db.select().from(users).where(eq(users.email, p.email));
    expect(row).toMatchObject({ isVerified: false, role: "seller" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const v = await post("/api/auth/verify-email", { email: p.email, otp: smtp.lastCodeFor(p.email) });
    expect(v.statusCode).toBe(200);
    const body = v.json();
    expect(Object.keys(body.user).sort()).toEqual([
      "createdAt",
      "email",
      "fullName",
      "id",
      "isVerified",
      "language",
      "mobile",
      "mobileVerified",
      "role",
      "username",
    ]);
    expect(body.user.isVerified).toBe(true);
    expect((await me(body.token)).json().user.email).toBe(p.email);
  });

  it.each(["username", "mobile", "email"] as const)("refuses a duplicate %s with 409 naming it", async (field) => {
    const p = await registered();
    // A mobile is taken only once its owner verified it (docs/decisions/0041-mobile-verification.md).
    if (field === "mobile") await t.db.update(users).set({ mobileVerified: true }).where(eq(users.email, p.email));
    const other = person();
    const res = await post("/api/auth/register", {
      ...other,
      [field]: field === "username" ? p.username.toUpperCase() : p[field],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ field });
  });

  it("refuses short, huge and common passwords and bad fields without storing", async () => {
    const before = (await t.db.select().from(users)).length;
    for (const bad of [
      { password: "short1" },
      { password: "x".repeat(10 * 1024 * 1024) },
      { password: "Password123" },
      { mobile: "12345" },
      { email: "nope" },
      { role: "admin" },
      { fullName: 42 },
    ]) {
      const res = await post("/api/auth/register", { ...person(), ...bad });
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it("stores HTML and SQL in names as plain text", async () => {
    const p = { ...person(), fullName: `<script>alert(1)</script>'; DROP TABLE users; --` };
    expect((await post("/api/auth/register", p)).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, p.email));
    expect(row!.fullName).toBe(p.fullName);
  });
});

describe("one-time codes", () => {
  it("refuses a wrong, malformed, replayed or other address's code", async () => {
    const a = await registered();
    const b = await registered();
    const codeA = smtp.lastCodeFor(a.email);
    expect((await post("/api/auth/verify-email", { email: a.email, otp: "12345" })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { email: a.email, otp: "12a456" })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { email: b.email, otp: codeA })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { email: a.email, otp: codeA })).statusCode).toBe(200);
    const replay = await post("/api/auth/verify-email", { email: a.email, otp: codeA });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/No OTP found|expired/);
  });

  it("burns a code after five wrong tries", async () => {
    const p = await registered();
    const code = smtp.lastCodeFor(p.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await post("/api/auth/verify-email", { email: p.email, otp: wrong })).statusCode).toBe(400);
    const res = await post("/api/auth/verify-email", { email: p.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/No OTP found/);
  });

  it("refuses an expired code", async () => {
    const p = await registered();
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, p.email));
    expect(
      (await post("/api/auth/verify-email", { email: p.email, otp: smtp.lastCodeFor(p.email) })).json().message,
    ).toMatch(/expired/);
  });

  it("locks resend for 60 s with the seconds left, then sends a new code that replaces the old", async () => {
    const p = await registered();
    const first = smtp.lastCodeFor(p.email);
    const locked = await post("/api/auth/resend-verification", { email: p.email });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(50);
    await ageCodes(p.email);
    expect((await post("/api/auth/resend-verification", { email: p.email })).statusCode).toBe(200);
    const second = smtp.lastCodeFor(p.email);
    if (second !== first)
      expect((await post("/api/auth/verify-email", { email: p.email, otp: first })).statusCode).toBe(400);
    expect((await post("/api/auth/verify-email", { email: p.email, otp: second })).statusCode).toBe(200);
  });

  it("sends at most 5 codes to one address an hour", async () => {
    const p = await registered();
    for (let i = 0; i < 4; i++) {
      await ageCodes(p.email);
      expect((await post("/api/auth/resend-verification", { email: p.email })).statusCode).toBe(200);
    }
    await ageCodes(p.email);
    const res = await post("/api/auth/resend-verification", { email: p.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many codes/);
  });
});

describe("login", () => {
  it("logs in by email, username or mobile with a password", async () => {
    const p = await verified();
    for (const identifier of [p.email.toUpperCase(), p.username, p.mobile]) {
      const res = await post("/api/auth/login", { loginMethod: "password", identifier, password: p.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe(p.username);
    }
  });

  it("asks an unverified account to verify its email", async () => {
    const p = await registered();
    const res = await post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: p.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ needsEmailVerification: true });
    expect(res.json().message).toMatch(/verify your email/);
  });

  it("sends an unknown identifier to registration with what was typed", async () => {
    for (const [identifier, key] of [
      ["nobody@example.in", "email"],
      ["9123456789", "mobile"],
      ["nobody_here", "username"],
    ]) {
      const res = await post("/api/auth/login", { loginMethod: "password", identifier, password: "whatever" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ shouldRedirectToRegister: true, [key!]: identifier });
    }
  });

  it("answers a wrong password with 401 that does not say which part was wrong, and throttles the account", async () => {
    const p = await verified();
    const wrong = () =>
      post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: "not-the-password" });
    const first = await wrong();
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe("Invalid credentials. Please check and try again.");
    for (let i = 0; i < 4; i++) await wrong();
    const locked = await post("/api/auth/login", {
      loginMethod: "password",
      identifier: p.email,
      password: p.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
  });

  it("logs in with an emailed code; check-email reports existence and verification", async () => {
    const p = await verified();
    expect((await post("/api/auth/check-email", { email: p.email })).json()).toMatchObject({
      exists: true,
      isVerified: true,
    });
    expect((await post("/api/auth/check-email", { email: "ghost@example.in" })).json()).toMatchObject({
      exists: false,
    });
    await ageCodes(p.email);
    expect((await post("/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    const res = await post("/api/auth/login", { loginMethod: "otp", email: p.email, otp: smtp.lastCodeFor(p.email) });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]{43}$/);
  });

  it("refuses malformed login bodies with 400", async () => {
    for (const body of [
      {},
      { loginMethod: "magic" },
      { loginMethod: "password", identifier: "", password: "x" },
      { loginMethod: "otp", email: "a@b.in", otp: "1234567" },
    ]) {
      expect((await post("/api/auth/login", body)).statusCode).toBe(400);
    }
  });
});

describe("sessions, logout and password reset", () => {
  it("revokes the token on logout", async () => {
    const p = await verified();
    expect((await me(p.token)).statusCode).toBe(200);
    expect((await post("/api/auth/logout", {}, p.token)).statusCode).toBe(200);
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await me("garbage-token")).statusCode).toBe(401);
  });

  it("resets the password with a code and revokes every session", async () => {
    const p = await verified();
    const second = (
      await post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: p.password })
    ).json().token;
    expect((await post("/api/auth/forgot-password", { email: p.email })).statusCode).toBe(200);
    expect((await post("/api/auth/forgot-password", { email: "ghost@example.in" })).json().success).toBe(true);
    const otp = smtp.lastCodeFor(p.email);
    const mismatch = await post("/api/auth/reset-password", {
      email: p.email,
      otp,
      newPassword: "new-chai-password",
      confirmPassword: "different",
    });
    expect(mismatch.statusCode).toBe(400);
    const res = await post("/api/auth/reset-password", {
      email: p.email,
      otp,
      newPassword: "new-chai-password",
      confirmPassword: "new-chai-password",
    });
    expect(res.statusCode).toBe(200);
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(
      (await post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: p.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: "new-chai-password" }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post("/api/auth/reset-password", {
          email: p.email,
          otp,
          newPassword: "another-pass-1",
          confirmPassword: "another-pass-1",
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("admin login", () => {
  it("admits the bootstrapped admin only", async () => {
    const res = await post("/api/auth/admin-login", { mobile: "9000000001", password: "admin-secret-pass" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("admin");
    const p = await verified();
    for (const body of [
      { mobile: p.mobile, password: p.password },
      { mobile: "9000000001", password: "wrong-password" },
      { mobile: "9999999999", password: "x" },
    ]) {
      const bad = await post("/api/auth/admin-login", body);
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toBe("Invalid admin credentials");
    }
    expect((await post("/api/auth/admin-login", { mobile: "90000", password: "x" })).statusCode).toBe(400);
  });
});
