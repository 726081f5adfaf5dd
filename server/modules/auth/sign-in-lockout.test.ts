import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { OTP_ERRORS } from "./otp-service";

/**
 * Whatever one address sends, the owner at another address still gets a code and signs in, and the sending
 * address is slowed (docs/decisions/0008-sign-in-throttles.md). Concurrent floods interleave on PGlite through
 * the kit and run on separate connections on PostgreSQL (TEST_DATABASE_URL).
 */
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({ ADMIN_MOBILE: "9000000001", ADMIN_PASSWORD: "admin-secret-pass" }, "owner", {
    interleave: true,
  });
});
afterAll(() => k.close());

const ATTACKER = "49.36.10.10";
const OWNER = "157.48.20.20";
const passwordLogin = (from: string, identifier: string, password: string) =>
  k.postFrom(from, "/api/auth/login", { loginMethod: "password", identifier, password });
const codeLogin = (from: string, email: string, otp: string) =>
  k.postFrom(from, "/api/auth/login", { loginMethod: "otp", email, otp });
const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort();
const count = (answers: { statusCode: number }[], status: number) =>
  answers.filter((r) => r.statusCode === status).length;

describe("one address cannot take sign-in away from the owner", () => {
  it("survives the reported eleven requests: the owner signs in by password and by code, the attacker's address is refused", async () => {
    const p = await k.verified();
    for (let i = 0; i < 5; i++)
      expect((await passwordLogin(ATTACKER, p.email, "not-the-password")).statusCode).toBe(401);
    const sends = [];
    for (let i = 0; i < 6; i++) {
      sends.push(
        (await k.postFrom(ATTACKER, i % 2 ? "/api/auth/forgot-password" : "/api/auth/send-otp", { email: p.email }))
          .statusCode,
      );
      await k.ageCodes(p.email);
    }
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);

    expect((await passwordLogin(OWNER, p.email, p.password)).statusCode).toBe(200);
    expect((await k.postFrom(OWNER, "/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    expect((await codeLogin(OWNER, p.email, k.smtp.lastCodeFor(p.email))).statusCode).toBe(200);

    const slowed = await passwordLogin(ATTACKER, p.email, p.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(
      "Too many failed attempts. Try again in 15 minutes, or log in with an email code.",
    );
    expect((await k.postFrom(ATTACKER, "/api/auth/send-otp", { email: p.email })).statusCode).toBe(429);
  });

  it("lets the owner in while one address floods wrong passwords and code requests at the same moment", async () => {
    const p = await k.verified();
    const [guesses, sends, owner] = await Promise.all([
      Promise.all(Array.from({ length: 25 }, () => passwordLogin(ATTACKER, p.email, "not-the-password"))),
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          k.postFrom(ATTACKER, i % 2 ? "/api/auth/forgot-password" : "/api/auth/send-otp", { email: p.email }),
        ),
      ),
      passwordLogin(OWNER, p.email, p.password),
    ]);
    expect(owner.statusCode).toBe(200);
    // Five guesses checked, the rest refused; one code of each kind sent (the resend lock holds the others).
    expect([count(guesses, 401), count(guesses, 429)]).toEqual([5, 20]);
    expect([count(sends, 200), count(sends, 429)]).toEqual([2, 10]);

    expect((await k.postFrom(OWNER, "/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(p.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const [burns, signIn] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => codeLogin(ATTACKER, p.email, wrong))),
      codeLogin(OWNER, p.email, otp),
    ]);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toBeTruthy();
    // The attacker's guesses only ever reach the code its own address asked for: five compared, then burned.
    expect(statuses(burns).every((s) => s === 400)).toBe(true);
    expect(
      burns.filter((r) => r.json().message === OTP_ERRORS.wrong || r.json().message === OTP_ERRORS.burned),
    ).toHaveLength(5);
  });

  it("never compares another address's guesses with the owner's code, and a code works only where it was asked for", async () => {
    const p = await k.verified();
    expect((await k.postFrom(OWNER, "/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(p.email);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => codeLogin("49.36.99.99", p.email, "123456")));
    expect(guesses.every((r) => r.json().message === OTP_ERRORS.missing)).toBe(true);
    expect((await codeLogin("49.36.99.99", p.email, otp)).json().message).toBe(OTP_ERRORS.missing);
    expect((await codeLogin(OWNER, p.email, otp)).statusCode).toBe(200);
  });
});

describe("admin login under attack", () => {
  it("signs the admin in from another address while one address floods wrong passwords, and keeps that address refused", async () => {
    const flood = await Promise.all(
      Array.from({ length: 12 }, () =>
        k.postFrom(ATTACKER, "/api/auth/admin-login", { mobile: "9000000001", password: "wrong-password" }),
      ),
    );
    expect(flood.every((r) => r.statusCode === 401)).toBe(true);
    const admin = await k.postFrom(OWNER, "/api/auth/admin-login", {
      mobile: "9000000001",
      password: "admin-secret-pass",
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe("admin");
    const locked = await k.postFrom(ATTACKER, "/api/auth/admin-login", {
      mobile: "9000000001",
      password: "admin-secret-pass",
    });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe("Invalid admin credentials");
  });
});

describe("many addresses together", () => {
  it("checks at most twenty wrong passwords across addresses, then demands the email code, which still signs the owner in", async () => {
    const p = await k.verified();
    const from = Array.from({ length: 10 }, (_, i) => `49.37.0.${i + 1}`);
    const guesses = await Promise.all(
      from.flatMap((ip) => [0, 1, 2].map(() => passwordLogin(ip, p.email, "not-the-password"))),
    );
    expect([count(guesses, 401), count(guesses, 429)]).toEqual([20, 10]);

    const owner = await passwordLogin(OWNER, p.email, p.password);
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toMatch(/log in with an email code\.$/);
    expect((await k.postFrom(OWNER, "/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    expect((await codeLogin(OWNER, p.email, k.smtp.lastCodeFor(p.email))).statusCode).toBe(200);
  });

  it("lifts the account-wide lock once the owner resets the password with an emailed code", async () => {
    const p = await k.verified();
    const from = Array.from({ length: 4 }, (_, i) => `49.39.0.${i + 1}`);
    await Promise.all(
      from.flatMap((ip) => Array.from({ length: 5 }, () => passwordLogin(ip, p.email, "not-the-password"))),
    );
    expect((await passwordLogin(OWNER, p.email, p.password)).statusCode).toBe(429);

    expect((await k.postFrom(OWNER, "/api/auth/forgot-password", { email: p.email })).statusCode).toBe(200);
    const newPassword = "jalebi-rabri-77";
    const reset = await k.postFrom(OWNER, "/api/auth/reset-password", {
      email: p.email,
      otp: k.smtp.lastCodeFor(p.email),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await passwordLogin(OWNER, p.email, newPassword)).statusCode).toBe(200);
    // The guessing addresses keep their own locks.
    expect((await passwordLogin(from[0]!, p.email, newPassword)).statusCode).toBe(429);
  });

  it("caps codes to one address at fifteen an hour from all clients together", async () => {
    const p = await k.verified();
    const clients = ["49.38.0.1", "49.38.0.2", "49.38.0.3"];
    await k.t.db.insert(oneTimeCodes).values(
      clients.flatMap((client) =>
        [50, 40, 30, 20, 10].map((m) => ({
          email: p.email,
          client,
          purpose: "login" as const,
          codeHash: "0".repeat(64),
          expiresAt: new Date(Date.now() - (m - 10) * 60_000),
          createdAt: new Date(Date.now() - m * 60_000),
        })),
      ),
    );
    const res = await k.postFrom(OWNER, "/api/auth/send-otp", { email: p.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many codes requested for this email. Please try again in 10 minutes.");
  });
});

describe("client address behind a trusted proxy", () => {
  it("counts by the X-Forwarded-For address the proxy vouches for, as the per-IP limits do", async () => {
    const proxied = await startAuthTestApp({ TRUST_PROXY: "10.0.0.1" }, "proxied");
    try {
      const p = await proxied.verified();
      const via = (client: string, password: string) =>
        proxied.postFrom(
          "10.0.0.1",
          "/api/auth/login",
          { loginMethod: "password", identifier: p.email, password },
          { "x-forwarded-for": client },
        );
      for (let i = 0; i < 5; i++) expect((await via(ATTACKER, "not-the-password")).statusCode).toBe(401);
      expect((await via(ATTACKER, p.password)).statusCode).toBe(429);
      expect((await via(OWNER, p.password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
