import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottles } from "../../db/schema/login-throttles";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { ensureAdmin } from "../users/admin-bootstrap";

let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({ ADMIN_MOBILE: "9000000001", ADMIN_PASSWORD: "admin-secret-pass" }, "locked", {
    interleave: true,
  });
});
afterAll(() => k.close());

const login = (identifier: string, password: string) =>
  k.post("/api/auth/login", { loginMethod: "password", identifier, password });
const adminLogin = (mobile: string, password: string) => k.post("/api/auth/admin-login", { mobile, password });
const userId = async (id: { email?: string; mobile?: string }) =>
  (
    await k.t.db
      .select()
      .from(users)
      .where(id.email ? eq(users.email, id.email) : eq(users.mobile, id.mobile!))
  )[0]!.id;
/** Moves the account's locks into the past, as if their 15 minutes had gone by. */
const endLock = async (id: { email?: string; mobile?: string }) =>
  k.t.db
    .update(loginThrottles)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginThrottles.userId, await userId(id)));

describe("password login lock", () => {
  it("gives a fresh set of five tries once the lock has run out", async () => {
    const p = await k.verified();
    for (let i = 0; i < 5; i++) expect((await login(p.email, "not-the-password")).statusCode).toBe(401);
    const locked = await login(p.email, p.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);

    await endLock(p);
    for (let i = 0; i < 4; i++) expect((await login(p.email, "not-the-password")).statusCode).toBe(401);
    const res = await login(p.email, p.password);
    expect(res.statusCode).toBe(200);
    const rows = await k.t.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.userId, await userId(p)));
    // The client's count is gone; the account-wide row keeps the four wrong passwords, not the right one.
    expect(rows.map((r) => [r.client, r.failures, r.lockedUntil])).toEqual([["*", 4, null]]);
  });

  it("locks again after five more wrong passwords past an ended lock", async () => {
    const p = await k.verified();
    for (let i = 0; i < 5; i++) await login(p.email, "not-the-password");
    await endLock(p);
    for (let i = 0; i < 5; i++) expect((await login(p.email, "not-the-password")).statusCode).toBe(401);
    expect((await login(p.email, p.password)).statusCode).toBe(429);
  });

  it("checks at most five passwords however many guesses arrive at once", async () => {
    const p = await k.verified();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => login(p.email, "not-the-password")));
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});

describe("admin login refusals", () => {
  it("answers a locked admin account exactly as any wrong admin login, and unlocks when the lock ends", async () => {
    await ensureAdmin(k.t.db, { mobile: "9000000002", password: "second-admin-pass" });
    const unknown = await adminLogin("9111111111", "second-admin-pass");
    expect(unknown.statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const wrong = await adminLogin("9000000002", "wrong-password");
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    }
    const locked = await adminLogin("9000000002", "second-admin-pass");
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(unknown.json());
    expect(locked.json().message).toBe("Invalid admin credentials");

    await endLock({ mobile: "9000000002" });
    const res = await adminLogin("9000000002", "second-admin-pass");
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("admin");
  });

  it("answers an ordinary account's mobile and password with the same 401", async () => {
    const p = await k.verified();
    const res = await adminLogin(p.mobile, p.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Invalid admin credentials");
  });
});
