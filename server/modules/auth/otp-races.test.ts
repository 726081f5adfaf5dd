import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { OTP_ERRORS } from "./otp-service";

/**
 * Concurrent requests against one code or one address. On PGlite the kit makes the requests interleave at every
 * query; on PostgreSQL (TEST_DATABASE_URL) they run on separate connections: both must hold the limits.
 */
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "racer", { interleave: true });
});
afterAll(() => k.close());

const codeRows = (email: string) => k.t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("verifying a code concurrently", () => {
  it("lets only one of two simultaneous submissions of the right code sign in", async () => {
    const p = await k.registered();
    const otp = k.smtp.lastCodeFor(p.email);
    const answers = await Promise.all([0, 1, 2].map(() => k.post("/api/auth/verify-email", { email: p.email, otp })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((r) => r.json().token)).toHaveLength(1);
  });

  it("compares at most five guesses however many arrive at once, and the code is burned after them", async () => {
    const p = await k.registered();
    const otp = k.smtp.lastCodeFor(p.email);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => k.post("/api/auth/verify-email", { email: p.email, otp: otherThan(otp) })),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    const compared = guesses.filter(
      (r) => r.json().message === OTP_ERRORS.wrong || r.json().message === OTP_ERRORS.burned,
    );
    expect(compared).toHaveLength(5);
    expect(guesses.filter((r) => r.json().message === OTP_ERRORS.burned)).toHaveLength(1);
    const [row] = await codeRows(p.email);
    expect(row!.attempts).toBe(5);
    const late = await k.post("/api/auth/verify-email", { email: p.email, otp });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(OTP_ERRORS.missing);
  });
});

describe("issuing codes concurrently", () => {
  it("sends one code when several resend requests for one address arrive together", async () => {
    const p = await k.registered();
    await k.ageCodes(p.email);
    const before = k.mailsTo(p.email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => k.post("/api/auth/resend-verification", { email: p.email })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(k.mailsTo(p.email)).toBe(before + 1);
    expect(await codeRows(p.email)).toHaveLength(2);
  });

  it("holds the hourly cap of five codes when requests for different kinds of code race", async () => {
    const p = await k.verified();
    // Four codes this hour (the verification one and three older login codes): room for exactly one more.
    await addPastCodes(p.email, [30, 20, 10]);
    const before = k.mailsTo(p.email);
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        k.post(i % 2 ? "/api/auth/send-otp" : "/api/auth/forgot-password", { email: p.email }),
      ),
    );
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(await codeRows(p.email)).toHaveLength(5);
    expect(k.mailsTo(p.email)).toBe(before + 1);
  });

  it("holds the cap of fifteen codes an hour from all clients when many clients ask at once", async () => {
    const p = await k.verified();
    // Fourteen codes this hour: the verification one and two more from the tests' address, eleven from three
    // other clients. Room for exactly one more, which eight further clients race for.
    await addPastCodes(p.email, [40, 30]);
    await addPastCodes(p.email, [50, 40, 30, 20], "49.40.0.1");
    await addPastCodes(p.email, [50, 40, 30, 20], "49.40.0.2");
    await addPastCodes(p.email, [50, 40, 30], "49.40.0.3");
    const before = k.mailsTo(p.email);
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => k.postFrom(`49.41.0.${i + 1}`, "/api/auth/send-otp", { email: p.email })),
    );
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect(k.mailsTo(p.email)).toBe(before + 1);
  });
});

describe("the hourly cap's wait", () => {
  it("tells the real seconds until the oldest of the five codes leaves the hour", async () => {
    const p = await k.verified();
    await addPastCodes(p.email, [50, 40, 30, 20]);
    const res = await k.post("/api/auth/send-otp", { email: p.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many codes requested for this email\. Please try again in 10 minutes\.$/);
    const wait = res.json().details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(595);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it("waits for the fifth-newest code when six were sent this hour (the oldest leaving frees no slot)", async () => {
    const p = await k.verified();
    await addPastCodes(p.email, [59, 50, 40, 30, 20]);
    const wait = (await k.post("/api/auth/send-otp", { email: p.email })).json().details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(595);
    expect(wait).toBeLessThanOrEqual(600);
  });
});

/** Old, spent login codes sent the given numbers of minutes ago to a client (by default the tests' address). */
async function addPastCodes(email: string, minutesAgo: number[], client = "127.0.0.1") {
  await k.t.db.insert(oneTimeCodes).values(
    minutesAgo.map((m) => ({
      email,
      client,
      purpose: "login" as const,
      codeHash: "0".repeat(64),
      expiresAt: new Date(Date.now() - (m - 10) * 60_000),
      consumedAt: new Date(Date.now() - (m - 1) * 60_000),
      createdAt: new Date(Date.now() - m * 60_000),
    })),
  );
}
