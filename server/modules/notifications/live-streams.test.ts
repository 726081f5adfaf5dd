import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_STREAMS_PER_USER, STREAM_HEARTBEAT_SECONDS } from "@contract/notifications";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { notificationStreams } from "../../db/schema/notification-streams";
import { sessions } from "../../db/schema/sessions";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { openStream } from "../../test/live-stream-client";
import { createScratchDatabase } from "../../test/scratch-database";
import { createTestApp } from "../../test/test-app";
import { testAccount } from "../../test/test-people";
import { createNotification } from "./notifications-repo";

let kit: Awaited<ReturnType<typeof startAuthTestApp>>;
let address: string;
beforeAll(async () => {
  kit = await startAuthTestApp({}, "streamer");
  address = await kit.t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => kit.close());

const db = () => kit.t.db;
const note = (userId: string, title: string) =>
  createNotification(db(), { userId, type: "order_status", title, message: `${title} message` });
const logout = (token: string) => kit.post("/api/auth/logout", {}, { authorization: `Bearer ${token}` });
const login = async (email: string, password: string) =>
  (await kit.post("/api/auth/login", { loginMethod: "password", identifier: email, password })).json().token as string;
const recordedStreams = async (userId: string) =>
  (await db().select().from(notificationStreams).where(eq(notificationStreams.userId, userId))).length;
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe("a live stream ends with its session", () => {
  it("logout ends that session's stream and it hears nothing later; a replayed logout is harmless", async () => {
    const me = await kit.verified();
    const other = await login(me.email, me.password);
    const stream = await openStream(address, me.token);
    const otherStream = await openStream(address, other);
    const { id: userId } = (
      await kit.t.app.inject({ url: "/api/auth/me", headers: { authorization: `Bearer ${other}` } })
    ).json().user;

    expect((await logout(me.token)).statusCode).toBe(200);
    expect(await stream.waitForEnd()).toBe(true);
    expect(stream.state.closedWith).toBe("session-ended");
    await note(userId, "after logout");
    expect((await otherStream.waitFor(1)).map((n) => n.title)).toEqual(["after logout"]);
    await settle();
    expect(stream.received).toEqual([]);

    expect((await logout(me.token)).statusCode).toBe(401);
    await note(userId, "after the replay");
    expect((await otherStream.waitFor(2)).map((n) => n.title)).toEqual(["after logout", "after the replay"]);
    expect(otherStream.state.ended).toBe(false);
    expect(await recordedStreams(userId)).toBe(1);
    otherStream.close();
  });

  it("a password reset ends every stream of the user, on every session", async () => {
    const me = await kit.verified();
    const second = await login(me.email, me.password);
    const streams = [
      await openStream(address, me.token),
      await openStream(address, second),
      await openStream(address, second),
    ];
    expect((await kit.post("/api/auth/forgot-password", { email: me.email })).statusCode).toBe(200);
    const reset = await kit.post("/api/auth/reset-password", {
      email: me.email,
      otp: kit.smtp.lastCodeFor(me.email),
      newPassword: "new-chai-password",
      confirmPassword: "new-chai-password",
    });
    expect(reset.statusCode).toBe(200);
    for (const stream of streams) {
      expect(await stream.waitForEnd()).toBe(true);
      expect(stream.state.closedWith).toBe("session-ended");
    }
    const fresh = await login(me.email, "new-chai-password");
    const next = await openStream(address, fresh);
    await settle();
    expect(next.state.ended).toBe(false);
    next.close();
  });

  it("refuses a stream to a token already logged out", async () => {
    const me = await kit.verified();
    await logout(me.token);
    const res = await fetch(`${address}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(401);
  });
});

describe("at most MAX_STREAMS_PER_USER streams per user, the oldest closing first", () => {
  it("a sixth stream closes the first; 24 opened at once leave the cap open, the older ones all closed", async () => {
    const me = await testAccount(db(), { label: "Tabs" });
    const first: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) first.push(await openStream(address, me.token));
    const sixth = await openStream(address, me.token);
    expect(await first[0]!.waitForEnd()).toBe(true);
    expect(first[0]!.state.closedWith).toBe("replaced");
    await settle();
    expect([...first.slice(1), sixth].every((s) => !s.state.ended)).toBe(true);

    const burst = await Promise.all(Array.from({ length: 24 }, () => openStream(address, me.token)));
    for (const old of [...first, sixth]) expect(await old.waitForEnd()).toBe(true);
    const deadline = Date.now() + 3000;
    while (burst.filter((s) => !s.state.ended).length > MAX_STREAMS_PER_USER && Date.now() < deadline) await settle(50);
    await settle();
    const alive = burst.filter((s) => !s.state.ended);
    expect(alive).toHaveLength(MAX_STREAMS_PER_USER);
    expect(await recordedStreams(me.user.id)).toBe(MAX_STREAMS_PER_USER);

    await note(me.user.id, "to the survivors");
    for (const s of alive) expect((await s.waitFor(1)).map((n) => n.title)).toEqual(["to the survivors"]);
    for (const s of burst) s.close();
    const forgotten = Date.now() + 2000;
    while ((await recordedStreams(me.user.id)) > 0 && Date.now() < forgotten) await settle(50);
    expect(await recordedStreams(me.user.id)).toBe(0);
  });
});

describe("an expired session's stream", () => {
  it("ends at the next heartbeat check", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const t = await createTestApp();
    try {
      const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const me = await testAccount(t.db, { label: "Expiring" });
      const keeper = await testAccount(t.db, { label: "Keeper" });
      const stream = await openStream(base, me.token);
      const kept = await openStream(base, keeper.token);
      await t.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, me.user.id));
      await settle();
      expect(stream.state.ended).toBe(false);
      vi.advanceTimersByTime(STREAM_HEARTBEAT_SECONDS * 1000);
      expect(await stream.waitForEnd()).toBe(true);
      expect(stream.state.closedWith).toBe("session-ended");
      await settle();
      expect(kept.state.ended).toBe(false);
      kept.close();
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "streams across two server processes on one PostgreSQL database",
  () => {
    it("a logout through one ends the stream held by the other, and the cap counts both", async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0" });
      const dbA = openDatabase({ url: scratch.url, embeddedPath: "unused" });
      const dbB = openDatabase({ url: scratch.url, embeddedPath: "unused" });
      const appA = await buildApp(config, { database: dbA });
      const appB = await buildApp(config, { database: dbB });
      try {
        const onA = await appA.listen({ port: 0, host: "127.0.0.1" });
        const onB = await appB.listen({ port: 0, host: "127.0.0.1" });
        const me = await testAccount(dbA.db, { label: "Twin" });
        const onBStream = await openStream(onB, me.token);
        expect(
          (
            await appA.inject({
              method: "POST",
              url: "/api/auth/logout",
              headers: { authorization: `Bearer ${me.token}` },
            })
          ).statusCode,
        ).toBe(200);
        expect(await onBStream.waitForEnd()).toBe(true);
        expect(onBStream.state.closedWith).toBe("session-ended");

        const tabs = await testAccount(dbA.db, { label: "Twin" });
        const streams = await Promise.all(
          Array.from({ length: 12 }, (_, i) => openStream(i % 2 ? onA : onB, tabs.token)),
        );
        const deadline = Date.now() + 3000;
        while (streams.filter((s) => !s.state.ended).length > MAX_STREAMS_PER_USER && Date.now() < deadline)
          await settle(50);
        await settle();
        expect(streams.filter((s) => !s.state.ended)).toHaveLength(MAX_STREAMS_PER_USER);
        for (const s of streams) s.close();
      } finally {
        await appA.close();
        await appB.close();
        await dbA.close();
        await dbB.close();
        await scratch.drop();
      }
    });
  },
);
