import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { users } from "../../db/schema/users";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";

let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "inputs");
});
afterAll(() => k.close());

const login = (identifier: string, password: string) =>
  k.post("/api/auth/login", { loginMethod: "password", identifier, password });
const codeCount = async () => (await k.t.db.select({ n: count() }).from(oneTimeCodes))[0]!.n;
const userRow = async (email: string) => (await k.t.db.select().from(users).where(eq(users.email, email)))[0];

describe("identifiers that look like mobile numbers", () => {
  it("refuses a username shaped like a mobile number at registration", async () => {
    const owner = await k.verified();
    for (const username of [owner.mobile, "9876501234"]) {
      const res = await k.post("/api/auth/register", { ...k.person(), username });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: "username", message: "Username cannot be a mobile number" }]);
    }
    // Logging in with the mobile still finds its owner, never someone who chose it as a name.
    expect((await login(owner.mobile, owner.password)).json().user.username).toBe(owner.username);
  });

  it("logs in by a ten-digit username that no mobile number could be", async () => {
    const p = { ...k.person(), username: "1234567890" };
    expect((await k.post("/api/auth/register", p)).statusCode).toBe(201);
    expect(
      (await k.post("/api/auth/verify-email", { email: p.email, otp: k.smtp.lastCodeFor(p.email) })).statusCode,
    ).toBe(200);
    const res = await login("1234567890", p.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(p.email);
  });
});

describe("common passwords", () => {
  it("knows well over a thousand, case-insensitively", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(1000);
    for (const common of [
      "Password@123",
      "IloveIndia",
      "Rahul@123",
      "priya1995",
      "JaiShriRam",
      "sachin@123",
      "qwerty@123",
      "Welcome@2024",
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ["mango-lassi-42", "new-chai-password", "Chai-7-garam", "e2e-admin-password"])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it("refuses them at registration and at reset without changing anything", async () => {
    const before = (await k.t.db.select({ n: count() }).from(users))[0]!.n;
    const res = await k.post("/api/auth/register", { ...k.person(), password: "Krishna@123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This password is too common. Please choose a less guessable one.");
    expect((await k.t.db.select({ n: count() }).from(users))[0]!.n).toBe(before);

    const p = await k.verified();
    await k.ageCodes(p.email);
    expect((await k.post("/api/auth/forgot-password", { email: p.email })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(p.email);
    const reset = await k.post("/api/auth/reset-password", {
      email: p.email,
      otp,
      newPassword: "India@2024",
      confirmPassword: "India@2024",
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(p.email, p.password)).statusCode).toBe(200);
    // The refused reset did not spend the code.
    const ok = await k.post("/api/auth/reset-password", {
      email: p.email,
      otp,
      newPassword: "tamarind-rasam-9",
      confirmPassword: "tamarind-rasam-9",
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("login by emailed code", () => {
  it("refuses the same code a second time with the expired / No OTP found message", async () => {
    const p = await k.verified();
    await k.ageCodes(p.email);
    expect((await k.post("/api/auth/send-otp", { email: p.email })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(p.email);
    expect((await k.post("/api/auth/login", { loginMethod: "otp", email: p.email, otp })).statusCode).toBe(200);
    const replay = await k.post("/api/auth/login", { loginMethod: "otp", email: p.email, otp });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/No OTP found/);
    expect(replay.json().token).toBeUndefined();
  });
});

describe("send-otp and resend-verification by account state", () => {
  it("send-otp: unknown address goes to registration, unverified to verification, and neither gets mail", async () => {
    const codes = await codeCount();
    const unknown = await k.post("/api/auth/send-otp", { email: "ghost.otp@example.in" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ shouldRedirectToRegister: true, email: "ghost.otp@example.in" });
    expect(k.mailsTo("ghost.otp@example.in")).toBe(0);

    const p = await k.registered();
    await k.ageCodes(p.email);
    const mails = k.mailsTo(p.email);
    const unverified = await k.post("/api/auth/send-otp", { email: p.email });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ needsEmailVerification: true, email: p.email });
    expect(unverified.json().message).toMatch(/verify your email/);
    expect(k.mailsTo(p.email)).toBe(mails);
    expect(await codeCount()).toBe(codes + 1); // only the registration's code
  });

  it("resend-verification: unknown address is 404 without mail; unverified gets a code; verified is told to log in", async () => {
    const unknown = await k.post("/api/auth/resend-verification", { email: "ghost.resend@example.in" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No account found with this email");
    expect(k.mailsTo("ghost.resend@example.in")).toBe(0);

    const p = await k.registered();
    await k.ageCodes(p.email);
    const mails = k.mailsTo(p.email);
    expect((await k.post("/api/auth/resend-verification", { email: p.email })).statusCode).toBe(200);
    expect(k.mailsTo(p.email)).toBe(mails + 1);

    const v = await k.verified();
    await k.ageCodes(v.email);
    const done = await k.post("/api/auth/resend-verification", { email: v.email });
    expect(done.statusCode).toBe(409);
    expect(k.mailsTo(v.email)).toBe(1);
  });
});

describe("bad input to the code and reset endpoints", () => {
  const huge = "x".repeat(10 * 1024 * 1024);
  const emailBodies: unknown[] = [
    {},
    { email: "" },
    { email: "not-an-email" },
    { email: 42 },
    { email: ["someone@example.in"] },
    { email: { $ne: null } },
    { email: null },
    { email: `${huge}@example.in` },
    "someone@example.in",
    [],
  ];

  const expect4xx = (res: { statusCode: number; json: () => { message?: string } }, what: string) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.json().message, what).toBeTruthy();
  };

  it.each(["check-email", "send-otp", "forgot-password", "resend-verification"])(
    "%s answers 4xx and sends nothing",
    async (route) => {
      const codes = await codeCount();
      const mails = k.smtp.received.length;
      for (const body of emailBodies)
        expect4xx(await k.post(`/api/auth/${route}`, body), `${route} ${JSON.stringify(body).slice(0, 60)}`);
      expect4xx(
        await k.post(`/api/auth/${route}`, "email=someone@example.in", {
          "content-type": "application/x-www-form-urlencoded",
        }),
        `${route} form`,
      );
      expect(await codeCount()).toBe(codes);
      expect(k.smtp.received.length).toBe(mails);
    },
  );

  it("reset-password answers 4xx, spends no try of the code and leaves the password as it was", async () => {
    const p = await k.verified();
    await k.ageCodes(p.email);
    expect((await k.post("/api/auth/forgot-password", { email: p.email })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(p.email);
    const hashBefore = (await userRow(p.email))!.passwordHash;
    const good = { email: p.email, otp, newPassword: "tamarind-rasam-9", confirmPassword: "tamarind-rasam-9" };
    const bad: [string, unknown][] = [
      ["empty", {}],
      ["no otp", { ...good, otp: undefined }],
      ["7-digit otp", { ...good, otp: `${otp}1` }],
      ["5-digit otp", { ...good, otp: otp.slice(1) }],
      ["letter in otp", { ...good, otp: `${otp.slice(0, 5)}a` }],
      ["otp as number", { ...good, otp: Number(otp) }],
      ["no new password", { ...good, newPassword: undefined }],
      ["new password as number", { ...good, newPassword: 12345678, confirmPassword: 12345678 }],
      ["short new password", { ...good, newPassword: "short1", confirmPassword: "short1" }],
      ["129-char new password", { ...good, newPassword: "p".repeat(129), confirmPassword: "p".repeat(129) }],
      ["10 MB new password", { ...good, newPassword: huge, confirmPassword: huge }],
      ["mismatch", { ...good, confirmPassword: "something-else-1" }],
      ["no confirmation", { ...good, confirmPassword: undefined }],
      ["no email", { ...good, email: undefined }],
      ["bad email", { ...good, email: "nope" }],
      ["array", [good]],
    ];
    for (const [what, body] of bad) expect4xx(await k.post("/api/auth/reset-password", body), what);
    expect((await userRow(p.email))!.passwordHash).toBe(hashBefore);
    const [code] = await k.t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, p.email), eq(oneTimeCodes.purpose, "reset_password")));
    expect(code).toMatchObject({ attempts: 0, consumedAt: null });
    expect((await k.post("/api/auth/reset-password", good)).statusCode).toBe(200);
    expect((await login(p.email, "tamarind-rasam-9")).statusCode).toBe(200);
  });
});
