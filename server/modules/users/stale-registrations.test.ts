import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { REGISTRATION_HOLD_HOURS, sweepStaleRegistrations } from "./stale-registrations";

let kit: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  // Interleaving PGlite: concurrent sweeps really overlap between their queries (PostgreSQL does so anyway).
  kit = await startAuthTestApp({}, "holder", { interleave: true });
});
afterAll(() => kit.close());

const db = () => kit.t.db;
/** Moves a registration's creation back by `hours`, as if it had waited that long. */
const age = (email: string, hours: number) =>
  db()
    .update(users)
    .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(users.email, email));
const exists = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email))).length === 1;

describe("unverified registrations", () => {
  it("hold their username and e-mail for 24 hours; the sweep then removes them and nothing else", async () => {
    expect(REGISTRATION_HOLD_HOURS).toBe(24);
    const stale = await kit.registered();
    const fresh = await kit.registered();
    const verifiedLongAgo = await kit.verified();
    await age(stale.email, 24.1);
    await age(fresh.email, 23.9);
    await age(verifiedLongAgo.email, 24 * 30);

    expect(await sweepStaleRegistrations(db())).toBe(1);
    expect(await exists(stale.email)).toBe(false);
    expect(await exists(fresh.email)).toBe(true);
    expect(await exists(verifiedLongAgo.email)).toBe(true);
    expect(await sweepStaleRegistrations(db())).toBe(0);

    // The freed username and e-mail (and the mobile, never held unverified) can be registered by the person they belong to (a day later, so
    // the e-mail's resend lock is long over).
    await kit.ageCodes(stale.email);
    const owner = { ...kit.person(), mobile: stale.mobile, username: stale.username, email: stale.email };
    expect((await kit.post("/api/auth/register", owner)).statusCode).toBe(201);
  });

  it("a sign-up takes a username whose hold has run out at once, without waiting for the sweep", async () => {
    const squatter = await kit.registered();
    const owner = { ...kit.person(), username: squatter.username };
    expect((await kit.post("/api/auth/register", owner)).statusCode).toBe(409);

    await age(squatter.email, REGISTRATION_HOLD_HOURS + 0.5);
    const res = await kit.post("/api/auth/register", owner);
    expect(res.statusCode).toBe(201);
    expect(await exists(squatter.email)).toBe(false);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.username, owner.username));
    expect(row?.email).toBe(owner.email);
  });

  it("sweeps run by several instances at once remove each stale registration exactly once", async () => {
    const people = [];
    for (let i = 0; i < 24; i++) people.push(await kit.registered());
    const emails = people.map((p) => p.email);
    await db()
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(users.email, emails));
    // One of them verified just before the sweeps: it stays.
    await db().update(users).set({ isVerified: true }).where(eq(users.email, emails[0]!));

    const removed = await Promise.all(Array.from({ length: 8 }, () => sweepStaleRegistrations(db())));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(23);
    const left = await db().select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(left.map((r) => r.email)).toEqual([emails[0]]);
  });

  it("an account verified while the sweep runs is kept; one removed first answers 404, never 500", async () => {
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await kit.registered());
    const emails = people.map((p) => p.email);
    await db()
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(users.email, emails));

    const [verifications] = await Promise.all([
      Promise.all(
        people.map((p) => kit.post("/api/auth/verify-email", { email: p.email, otp: kit.smtp.lastCodeFor(p.email) })),
      ),
      Promise.all(Array.from({ length: 4 }, () => sweepStaleRegistrations(db()))),
    ]);
    const rows = await db()
      .select({ email: users.email, isVerified: users.isVerified })
      .from(users)
      .where(inArray(users.email, emails));
    for (const [i, res] of verifications.entries()) {
      const row = rows.find((r) => r.email === emails[i]);
      if (res.statusCode === 200) expect(row).toEqual({ email: emails[i], isVerified: true });
      else {
        expect(res.statusCode).toBe(404);
        expect(row).toBeUndefined();
      }
    }
    expect(rows.filter((r) => !r.isVerified)).toEqual([]);
  });
});
