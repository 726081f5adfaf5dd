import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@contract/account";
import { HINDI_TEXTS } from "@contract/messages-hi";
import { startAuthTestApp } from "../../test/auth-test-kit";

/** Decision 0046: the account keeps a language, and the API's messages follow it (else Accept-Language). */
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "language");
});
afterAll(() => k.close());

const as = (token: string, method: "GET" | "PUT", url: string, payload?: unknown, headers = {}) =>
  k.t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe("the account's language", () => {
  it("starts English, is changed with PUT /api/auth/profile, refuses other languages, and is confirmed in Hindi", async () => {
    const p = await k.verified();
    expect((await as(p.token, "GET", "/api/auth/me")).json().user.language).toBe("en");
    const res = await as(p.token, "PUT", "/api/auth/profile", { language: "hi" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { language: "hi" },
      message: HINDI_TEXTS[ACCOUNT_MESSAGES.languageSaved],
    });
    expect((await as(p.token, "GET", "/api/auth/me")).json().user.language).toBe("hi");
    for (const body of [{ language: "fr" }, { language: "" }, {}]) {
      const bad = await as(p.token, "PUT", "/api/auth/profile", body);
      expect(bad.statusCode).toBe(400);
      // The person reads Hindi now: the refusal is in Hindi, with the same code.
      expect(bad.json().code).toBe("VALIDATION_ERROR");
      expect(bad.json().message).toMatch(/[\u0900-\u097F]/);
    }
    expect((await as(p.token, "GET", "/api/auth/me")).json().user.language).toBe("hi");
  });

  it("answers errors in the signed-in person's language before Accept-Language, and by Accept-Language for a visitor", async () => {
    const p = await k.verified();
    await as(p.token, "PUT", "/api/auth/profile", { language: "hi" });
    const signedIn = await as(p.token, "PUT", "/api/auth/profile", { fullName: " a " }, { "accept-language": "en" });
    expect(signedIn.json().message).toBe(HINDI_TEXTS["Full name must be at least 2 characters"]);
    const visitorHi = await k.t.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      payload: { fullName: "Nobody" },
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(visitorHi.statusCode).toBe(401);
    expect(visitorHi.json()).toMatchObject({ code: "UNAUTHORIZED", message: HINDI_TEXTS["Please log in to continue"] });
    const visitorEn = await k.t.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      payload: { fullName: "Nobody" },
    });
    expect(visitorEn.json()).toMatchObject({ code: "UNAUTHORIZED", message: "Please log in to continue" });
  });
});
