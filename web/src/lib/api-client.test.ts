import { afterEach, describe, expect, it, vi } from "vitest";

const user = {
  id: "u1",
  role: "buyer",
  fullName: "Meera Iyer",
  username: "meera",
  email: "meera@example.in",
  mobile: "9876543210",
  isVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

/** A signed-in page (both key pairs stored) whose every call answers 401 with the server's message. */
async function signedInAnswering401() {
  const store = new Map(
    Object.entries({ dobara_token: "t1", dobara_user: JSON.stringify(user), token: "t1", user: JSON.stringify(user) }),
  );
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", { localStorage, addEventListener: () => undefined });
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        ({
          ok: false,
          status: 401,
          statusText: "Unauthorized",
          text: async () =>
            JSON.stringify({ message: "Invalid credentials. Please check and try again.", code: "UNAUTHORIZED" }),
        }) as Response,
    ),
  );
  vi.resetModules();
  const session = await import("./session");
  const api = await import("./api-client");
  return { session, api, store };
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest and a 401", () => {
  it.each(["/api/auth/me", "/api/wishlist/u1", "/api/notifications/n1/read", "/api/auth/logout"])(
    "ends the session for %s (the token is dead)",
    async (path) => {
      const { session, api, store } = await signedInAnswering401();
      await expect(api.apiRequest("GET", path)).rejects.toMatchObject({ status: 401 });
      expect(session.getSession().status).toBe("signed-out");
      expect(store.size).toBe(0);
    },
  );

  it.each([
    "/api/auth/login",
    "/api/auth/admin-login",
    "/api/auth/register",
    "/api/auth/verify-email",
    "/api/auth/resend-verification",
    "/api/auth/send-otp",
    "/api/auth/check-email",
    "/api/auth/forgot-password",
    "/api/auth/reset-password",
  ])("leaves the session alone for %s, where 401 is the form's answer", async (path) => {
    const { session, api, store } = await signedInAnswering401();
    await expect(api.apiRequest("POST", path, { identifier: "meera", password: "wrong" })).rejects.toMatchObject({
      status: 401,
      message: "Invalid credentials. Please check and try again.",
    });
    expect(session.getSession().status).not.toBe("signed-out");
    expect(store.size).toBe(4);
  });

  it("matches the path, not a look-alike", async () => {
    const { api } = await signedInAnswering401();
    expect(api.endsSessionOn401("/api/auth/login?next=1")).toBe(false);
    expect(api.endsSessionOn401("/api/auth/login-history")).toBe(true);
    expect(api.endsSessionOn401("/api/products/api/auth/login")).toBe(true);
  });
});
