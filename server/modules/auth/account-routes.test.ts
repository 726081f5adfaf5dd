import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@contract/account";
import { AUTH_MESSAGES } from "@contract/auth";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { OTP_ERRORS } from "./otp-service";

/** The account tab's routes. Requests interleave at every query on PGlite; on PostgreSQL they race on connections. */
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "holder", { interleave: true });
});
afterAll(() => k.close());

const as = (token: string, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown) =>
  k.t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const me = async (token: string) => (await as(token, "GET", "/api/auth/me")).json().user;
/** Another device signing in with the password: a second session, with its own user agent. */
async function secondDevice(identifier: string, password: string, userAgent: string) {
  const res = await k.t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { loginMethod: "password", identifier, password },
    headers: { "user-agent": userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe("PUT /api/auth/profile", () => {
  it("changes the full name, and refuses a blank, short or wrong-typed one", async () => {
    const p = await k.verified();
    const res = await as(p.token, "PUT", "/api/auth/profile", { fullName: "  Asha Rani Verma " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.nameSaved, user: { fullName: "Asha Rani Verma" } });
    expect(res.json().user).not.toHaveProperty("passwordHash");
    for (const body of [{ fullName: " a " }, { fullName: 42 }, {}, { fullName: "x".repeat(101) }]) {
      expect((await as(p.token, "PUT", "/api/auth/profile", body)).statusCode).toBe(400);
    }
    expect((await me(p.token)).fullName).toBe("Asha Rani Verma");
    const visitor = await k.t.app.inject({ method: "PUT", url: "/api/auth/profile", payload: { fullName: "Nobody" } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("changing the e-mail with a code sent to the new address", () => {
  it("sends the code to the new address only, and changes the address once it is entered", async () => {
    const p = await k.verified();
    const next = `new.${p.email}`;
    const before = k.mailsTo(p.email);
    const sent = await as(p.token, "POST", "/api/auth/change-email", { email: next });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(k.mailsTo(next)).toBe(1);
    expect(k.mailsTo(p.email)).toBe(before);

    const wrong = await as(p.token, "POST", "/api/auth/change-email/verify", { email: next, otp: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect((await me(p.token)).email).toBe(p.email);

    const otp = k.smtp.lastCodeFor(next);
    const done = await as(p.token, "POST", "/api/auth/change-email/verify", { email: next, otp });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailChanged, user: { email: next } });
    expect((await me(p.token)).email).toBe(next);
    // The address the account left is told, in case the change was not the owner's.
    expect(k.mailsTo(p.email)).toBe(before + 1);
    expect(k.smtp.received.at(-1)!.raw).toContain("your account's email address was changed");
    // The new address signs in; the old one no longer names an account.
    expect(await secondDevice(next, p.password, "test")).toBeTruthy();
    expect((await k.post("/api/auth/check-email", { email: p.email })).json()).toMatchObject({ exists: false });
  });

  it("refuses the current address, one another account holds, bad input and strangers", async () => {
    const p = await k.verified();
    const other = await k.verified();
    const same = await as(p.token, "POST", "/api/auth/change-email", { email: p.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(ACCOUNT_MESSAGES.sameEmail);
    const taken = await as(p.token, "POST", "/api/auth/change-email", { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    for (const body of [{ email: "not-an-email" }, { email: 7 }, {}]) {
      expect((await as(p.token, "POST", "/api/auth/change-email", body)).statusCode).toBe(400);
    }
    for (const body of [{ email: `x.${p.email}`, otp: "12345" }, { email: `x.${p.email}`, otp: "abcdef" }, {}]) {
      expect((await as(p.token, "POST", "/api/auth/change-email/verify", body)).statusCode).toBe(400);
    }
    const visitor = await k.post("/api/auth/change-email", { email: `y.${p.email}` });
    expect(visitor.statusCode).toBe(401);
    expect(k.mailsTo(`y.${p.email}`)).toBe(0);
  });

  it("holds the auth module's resend lock, and a code works only for the account that asked", async () => {
    const p = await k.verified();
    const thief = await k.verified();
    const next = `locked.${p.email}`;
    expect((await as(p.token, "POST", "/api/auth/change-email", { email: next })).statusCode).toBe(200);
    const again = await as(p.token, "POST", "/api/auth/change-email", { email: next });
    expect(again.statusCode).toBe(429);
    expect(k.mailsTo(next)).toBe(1);
    const otp = k.smtp.lastCodeFor(next);
    const stolen = await as(thief.token, "POST", "/api/auth/change-email/verify", { email: next, otp });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(OTP_ERRORS.missing);
    expect((await me(thief.token)).email).toBe(thief.email);
    expect((await as(p.token, "POST", "/api/auth/change-email/verify", { email: next, otp })).statusCode).toBe(200);
  });

  it("lets exactly one of twenty simultaneous confirmations with one code change the address", async () => {
    const p = await k.verified();
    const next = `race.${p.email}`;
    expect((await as(p.token, "POST", "/api/auth/change-email", { email: next })).statusCode).toBe(200);
    const otp = k.smtp.lastCodeFor(next);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(p.token, "POST", "/api/auth/change-email/verify", { email: next, otp })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    expect((await me(p.token)).email).toBe(next);
    // Replayed afterwards, the used code changes nothing.
    expect((await as(p.token, "POST", "/api/auth/change-email/verify", { email: next, otp })).statusCode).toBe(400);
  });

  it("gives a new address to only one of two accounts confirming it at once", async () => {
    const a = await k.verified();
    const b = await k.verified();
    const wanted = `shared.${a.email}`;
    expect((await as(a.token, "POST", "/api/auth/change-email", { email: wanted })).statusCode).toBe(200);
    const codeA = k.smtp.lastCodeFor(wanted);
    expect((await as(b.token, "POST", "/api/auth/change-email", { email: wanted })).statusCode).toBe(200);
    const codes = [codeA, k.smtp.lastCodeFor(wanted)];
    // Each code belongs to the account that asked for it: try both codes from both accounts at once.
    const answers = await Promise.all(
      [a, b].flatMap((who) =>
        codes.map((otp) => as(who.token, "POST", "/api/auth/change-email/verify", { email: wanted, otp })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).length).toBeLessThanOrEqual(1);
    const emails = [(await me(a.token)).email, (await me(b.token)).email];
    expect(emails.filter((e) => e === wanted)).toHaveLength(1);
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password, refuses weak or mismatched ones, and ends the other sessions only", async () => {
    const p = await k.verified();
    const phone = await secondDevice(p.username, p.password, "Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile");
    const change = (body: Record<string, unknown>) => as(p.token, "POST", "/api/auth/change-password", body);
    const good = { currentPassword: p.password, newPassword: "paneer-tikka-77", confirmPassword: "paneer-tikka-77" };

    const wrong = await change({ ...good, currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await as(p.token, "GET", "/api/auth/me")).statusCode).toBe(200);
    expect((await change({ ...good, confirmPassword: "paneer-tikka-78" })).json().message).toContain(
      AUTH_MESSAGES.passwordsDontMatch,
    );
    expect((await change({ ...good, newPassword: "short", confirmPassword: "short" })).statusCode).toBe(400);
    expect((await change({ ...good, newPassword: "password123", confirmPassword: "password123" })).json().message).toBe(
      AUTH_MESSAGES.passwordCommon,
    );
    expect((await change({ ...good, newPassword: p.password, confirmPassword: p.password })).json().message).toBe(
      ACCOUNT_MESSAGES.samePassword,
    );
    expect((await change({ currentPassword: 1, newPassword: null })).statusCode).toBe(400);
    expect((await as(phone, "GET", "/api/auth/me")).statusCode).toBe(200);

    const done = await change(good);
    expect(done.statusCode, done.body).toBe(200);
    expect((await as(phone, "GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await as(p.token, "GET", "/api/auth/me")).statusCode).toBe(200);
    expect(await secondDevice(p.email, good.newPassword, "test")).toBeTruthy();
    const old = await k.post("/api/auth/login", { loginMethod: "password", identifier: p.email, password: p.password });
    expect(old.statusCode).toBe(401);
  });

  it("lets one of twenty simultaneous changes made with the same current password win", async () => {
    const p = await k.verified();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(p.token, "POST", "/api/auth/change-password", {
          currentPassword: p.password,
          newPassword: `masala-chai-${i}0`,
          confirmPassword: `masala-chai-${i}0`,
        }),
      ),
    );
    const winners = answers.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(answers.every((r) => [200, 409, 429].includes(r.statusCode))).toBe(true);
    expect(await secondDevice(p.email, `masala-chai-${winners[0]}0`, "test")).toBeTruthy();
  });
});

describe("signed-in devices", () => {
  it("lists this account's live sessions, this one marked, and ends one of them", async () => {
    const p = await k.verified();
    const laptop = await secondDevice(p.email, p.password, "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0");
    const list = await as(p.token, "GET", "/api/auth/sessions");
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: string; userAgent: string | null; current: boolean; lastSeenAt: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other.userAgent).toContain("Firefox");
    expect(Object.keys(other).sort()).toEqual(["createdAt", "current", "id", "lastSeenAt", "userAgent"]);

    const ended = await as(p.token, "DELETE", `/api/auth/sessions/${other.id}`);
    expect(ended.statusCode).toBe(200);
    expect((await as(laptop, "GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await as(p.token, "GET", "/api/auth/sessions")).json()).toHaveLength(1);
    expect((await as(p.token, "DELETE", `/api/auth/sessions/${other.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's session and ends nothing; 400 for a malformed id; 401 for a visitor", async () => {
    const owner = await k.verified();
    const stranger = await k.verified();
    const [ownerSession] = (await as(owner.token, "GET", "/api/auth/sessions")).json() as { id: string }[];
    const res = await as(stranger.token, "DELETE", `/api/auth/sessions/${ownerSession!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    expect((await as(owner.token, "GET", "/api/auth/me")).statusCode).toBe(200);
    expect((await as(stranger.token, "GET", "/api/auth/sessions")).json()).toHaveLength(1);
    expect((await as(stranger.token, "DELETE", "/api/auth/sessions/not-a-uuid")).statusCode).toBe(400);
    const visitor = await k.t.app.inject({ method: "GET", url: "/api/auth/sessions" });
    expect(visitor.statusCode).toBe(401);
  });

  it("ends a session once however many ask at once", async () => {
    const p = await k.verified();
    await secondDevice(p.email, p.password, "tablet");
    const other = ((await as(p.token, "GET", "/api/auth/sessions")).json() as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(p.token, "DELETE", `/api/auth/sessions/${other.id}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(404)]);
  });
});
