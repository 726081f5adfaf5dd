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
const stored = { dobara_token: "t1", dobara_user: JSON.stringify(user), token: "t1", user: JSON.stringify(user) };

type Answer = { status: number; body?: unknown } | "offline";

/** Just what apiRequest reads of a fetch Response; a plain object keeps every step on fake timers' microtasks. */
const reply = (status: number, body?: unknown) =>
  ({
    ok: status < 300,
    status,
    statusText: "",
    text: async () => (body === undefined ? "" : JSON.stringify(body)),
  }) as Response;
/** Lets pending promise chains (fetch, parse, publish) run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A page load over stored session keys, with /api/auth/me answering from `answers` in turn. */
async function load(answers: Answer[]) {
  const store = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const windowListeners = new Map<string, () => void>();
  vi.stubGlobal("window", {
    localStorage,
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    removeEventListener: (type: string) => windowListeners.delete(type),
  });
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe("/api/auth/me");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t1");
    const answer = answers.shift() ?? "offline";
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return reply(answer.status, answer.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.resetModules();
  const session = await import("./session");
  const restore = await import("./session-restore");
  return { session, restore, store, fetchMock, goOnline: () => windowListeners.get("online")?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("restoring a stored session (docs/product.md#accounts)", () => {
  it("signs in with the server's copy of the user when /me accepts the token", async () => {
    const { session, restore, store } = await load([
      { status: 200, body: { user: { ...user, fullName: "Meera K Iyer" } } },
    ]);
    expect(session.getSession().status).toBe("restoring");
    restore.watchRestoredSession("t1");
    await settle();
    expect(session.getSession().status).toBe("signed-in");
    expect(session.getSession()).toMatchObject({ token: "t1", user: { fullName: "Meera K Iyer" } });
    expect(JSON.parse(store.get("user")!).fullName).toBe("Meera K Iyer");
  });

  it("ends the session and clears both pairs on a 401", async () => {
    const { session, restore, store } = await load([
      { status: 401, body: { message: "Please log in", code: "UNAUTHORIZED" } },
    ]);
    restore.watchRestoredSession("t1");
    await settle();
    expect(session.getSession().status).toBe("signed-out");
    expect(store.size).toBe(0);
  });

  it.each<[string, Answer]>([
    ["a network failure", "offline"],
    ["a 500", { status: 500, body: { message: "Something went wrong" } }],
    ["a 503 gateway page", { status: 503 }],
  ])("keeps storage but does not confirm after %s, then retries with backoff", async (_name, failure) => {
    const { session, restore, store, fetchMock } = await load([failure, failure, { status: 200, body: { user } }]);
    restore.watchRestoredSession("t1");
    await settle();
    expect(session.getSession()).toMatchObject({ status: "restoring", unconfirmed: true });
    expect(store.size).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.getSession().status).toBe("restoring");

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await settle();
    expect(session.getSession().status).toBe("signed-in");
  });

  it("caps the backoff at 30 s and checks at once when the browser comes back online", async () => {
    const { session, restore, fetchMock, goOnline } = await load(Array.from({ length: 8 }, () => "offline" as const));
    restore.watchRestoredSession("t1");
    await settle();
    // 1 + 2 + 4 + 8 + 16 + 30 + 30 seconds: seven retries after the first try.
    for (const wait of [1, 2, 4, 8, 16, 30, 30]) {
      const calls = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(wait * 1000 - 1);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(calls + 1);
    }
    expect(session.getSession()).toMatchObject({ status: "restoring", unconfirmed: true });

    fetchMock.mockImplementationOnce(async () => reply(200, { user }));
    goOnline();
    await settle();
    expect(session.getSession().status).toBe("signed-in");
  });

  it("checks at once when asked to (Try again)", async () => {
    const { session, restore, fetchMock } = await load(["offline", { status: 200, body: { user } }]);
    restore.watchRestoredSession("t1");
    await settle();
    expect(session.getSession()).toMatchObject({ unconfirmed: true });
    restore.retrySessionCheckNow();
    await settle();
    expect(session.getSession().status).toBe("signed-in");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("stops checking when told to (the token changed, the app unmounted)", async () => {
    const { session, restore, fetchMock } = await load(["offline", "offline", { status: 200, body: { user } }]);
    const stop = restore.watchRestoredSession("t1");
    await settle();
    stop();
    restore.retrySessionCheckNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.getSession()).toMatchObject({ status: "restoring", unconfirmed: true });
  });

  it("does not confirm an answer without a user", async () => {
    const { session, restore } = await load([{ status: 200, body: {} }]);
    restore.watchRestoredSession("t1");
    await settle();
    expect(session.getSession()).toMatchObject({ status: "restoring", unconfirmed: true });
  });
});
