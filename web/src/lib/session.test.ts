import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

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

/** A fresh module over a given storage, as a page load would see it. */
async function loadWith(entries: Record<string, string>) {
  const store = new Map(Object.entries(entries));
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", { localStorage, addEventListener: () => undefined });
  vi.resetModules();
  return { session: await import("./session"), store };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("session storage (docs/product.md#accounts)", () => {
  it("restores only when both token and user are present, prefixed pair first", async () => {
    const { session } = await loadWith({
      dobara_token: "t-prefixed",
      dobara_user: JSON.stringify(user),
      token: "t-plain",
      user: JSON.stringify({ ...user, fullName: "Other" }),
    });
    const state = session.getSession();
    expect(state.status).toBe("restoring");
    expect(state.status !== "signed-out" && state.token).toBe("t-prefixed");
  });

  it("falls back to the plain pair", async () => {
    const { session } = await loadWith({ dobara_token: "t-prefixed", token: "t-plain", user: JSON.stringify(user) });
    expect(session.getToken()).toBe("t-plain");
  });

  it("treats a missing part or an unparsable user as signed out", async () => {
    expect((await loadWith({ dobara_token: "t" })).session.getSession().status).toBe("signed-out");
    expect((await loadWith({ dobara_token: "t", dobara_user: "{not json" })).session.getSession().status).toBe(
      "signed-out",
    );
    expect(
      (await loadWith({ dobara_token: "t", dobara_user: JSON.stringify({ id: 1 }) })).session.getSession().status,
    ).toBe("signed-out");
  });

  it("does not fall back to the plain pair when the prefixed user is unparsable, and clears both pairs", async () => {
    for (const bad of ["{not json", JSON.stringify({ id: 1 }), "null"]) {
      const { session, store } = await loadWith({
        dobara_token: "t-prefixed",
        dobara_user: bad,
        token: "t-plain",
        user: JSON.stringify(user),
      });
      expect(session.getSession().status).toBe("signed-out");
      expect(session.getToken()).toBeUndefined();
      expect(store.size).toBe(0);
    }
    // Even without the prefixed token: a broken prefixed user is not skipped over.
    const { session, store } = await loadWith({
      dobara_user: "{not json",
      token: "t-plain",
      user: JSON.stringify(user),
    });
    expect(session.getSession().status).toBe("signed-out");
    expect(store.size).toBe(0);
  });

  it("confirms only the token being restored, and marks it unconfirmed while the server cannot be asked", async () => {
    const { session } = await loadWith({
      dobara_token: "t1",
      dobara_user: JSON.stringify(user),
      token: "t1",
      user: JSON.stringify(user),
    });
    session.markSessionUnconfirmed("t1");
    expect(session.getSession()).toMatchObject({ status: "restoring", token: "t1", unconfirmed: true });
    session.confirmSession("other-token", user as never);
    expect(session.getSession().status).toBe("restoring");
    session.confirmSession("t1", { ...user, fullName: "Meera K Iyer" } as never);
    expect(session.getSession()).toMatchObject({
      status: "signed-in",
      token: "t1",
      user: { fullName: "Meera K Iyer" },
    });
  });

  it("writes both pairs on sign-in and clears both on sign-out", async () => {
    const { session, store } = await loadWith({});
    session.signIn("tok", user as never);
    expect([...store.keys()].sort()).toEqual(["dobara_token", "dobara_user", "token", "user"]);
    expect(session.getSession().status).toBe("signed-in");
    session.clearSession();
    expect(store.size).toBe(0);
    expect(session.getSession().status).toBe("signed-out");
  });

  it("shows the first word of the name, or User", async () => {
    const { session } = await loadWith({});
    expect(session.displayName(user as never)).toBe("Meera");
    expect(session.displayName({ ...user, fullName: "  " } as never)).toBe("User");
  });

  it("names an administrator Admin in the header, whole rather than cut", async () => {
    const { session } = await loadWith({});
    expect(session.headerName({ ...user, role: "admin", fullName: "Administrator" } as never)).toBe("Admin");
    expect(session.headerName(user as never)).toBe("Meera");
  });
});
