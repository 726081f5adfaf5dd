import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";

let smtpDown = false;
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "mailfail", { mailFails: () => smtpDown });
});
afterAll(() => k.close());

const rowsFor = async (email: string) => ({
  users: await k.t.db.select().from(users).where(eq(users.email, email)),
  codes: await k.t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email)),
});

describe("registration when the verification mail cannot be sent", () => {
  it("keeps nothing, answers 503, and the same details register once mail works again", async () => {
    const p = k.person();
    smtpDown = true;
    const failed = await k.post("/api/auth/register", p);
    smtpDown = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      "We could not send the verification email right now, so your account was not created. Please try again in a minute.",
    );
    expect(await rowsFor(p.email)).toEqual({ users: [], codes: [] });

    const retry = await k.post("/api/auth/register", p);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ needsEmailVerification: true });
    const verify = await k.post("/api/auth/verify-email", { email: p.email, otp: k.smtp.lastCodeFor(p.email) });
    expect(verify.statusCode).toBe(200);
  });

  it("lets a resend fail without holding the resend lock", async () => {
    const p = await k.registered();
    await k.ageCodes(p.email);
    smtpDown = true;
    const failed = await k.post("/api/auth/resend-verification", { email: p.email });
    smtpDown = false;
    expect(failed.statusCode).toBe(503);
    expect((await k.post("/api/auth/resend-verification", { email: p.email })).statusCode).toBe(200);
  });
});
