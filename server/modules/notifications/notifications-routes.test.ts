import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { shutDown } from "../../lib/graceful-shutdown";
import { startInstances } from "../../test/cluster-kit";
import { openStream } from "../../test/live-stream-client";
import { createScratchDatabase } from "../../test/scratch-database";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { createNotification } from "./notifications-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Bell" });
const note = (userId: string, title: string) =>
  createNotification(t.db, { userId, type: "order_status", title, message: `${title} message` });

describe("notifications API", () => {
  it("every notification carries link: the exact place when its event named one, else its type's tab", async () => {
    const me = await account();
    await note(me.user.id, "old style");
    await createNotification(t.db, {
      userId: me.user.id,
      type: "offer_received",
      title: "offer",
      message: "m",
      link: "/dashboard?tab=offers&sub=received&offer=x",
    });
    await createNotification(t.db, { userId: me.user.id, type: "product_approved", title: "product", message: "m" });
    const links = (await req("GET", "/api/notifications", me.token))
      .json()
      .notifications.map((n: { title: string; link: string }) => [n.title, n.link]);
    expect(links).toEqual([
      ["product", "/dashboard?tab=products"],
      ["offer", "/dashboard?tab=offers&sub=received&offer=x"],
      ["old style", "/dashboard?tab=orders"],
    ]);
  });

  it("lists the caller's own, newest first, with the unread count; reads one and all", async () => {
    const me = await account();
    const other = await account();
    for (const title of ["first", "second", "third"]) await note(me.user.id, title);
    const theirs = await note(other.user.id, "theirs");

    const list = await req("GET", "/api/notifications?limit=2", me.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(3);
    expect(list.json().notifications.map((n: { title: string }) => n.title)).toEqual(["third", "second"]);
    expect(
      (await req("GET", "/api/notifications?limit=2&offset=2", me.token))
        .json()
        .notifications.map((n: { title: string }) => n.title),
    ).toEqual(["first"]);

    const id = list.json().notifications[0].id;
    expect((await req("PUT", `/api/notifications/${id}/read`, me.token)).json()).toEqual({
      success: true,
      unreadCount: 2,
    });
    expect((await req("PUT", `/api/notifications/${theirs.id}/read`, me.token)).statusCode).toBe(404);
    expect((await req("PUT", `/api/notifications/not-an-id/read`, me.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/notifications", other.token)).json().unreadCount).toBe(1);

    expect((await req("PUT", "/api/notifications/mark-all-read", me.token)).json()).toMatchObject({
      success: true,
      updated: 2,
      unreadCount: 0,
    });
    expect((await req("GET", "/api/notifications", other.token)).json().unreadCount).toBe(1);
    for (const bad of ["limit=0", "limit=abc", "limit=1000", "offset=-1"])
      expect((await req("GET", `/api/notifications?${bad}`, me.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/notifications")).statusCode).toBe(401);
    expect((await req("GET", "/api/notifications/stream")).statusCode).toBe(401);
  });
});

describe("live stream", () => {
  it("delivers user B's offer to seller A's open stream within 2 seconds, and nothing of others", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const seller = await account();
    const buyer = await account("buyer");
    const admin = await account("admin");
    const p = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
    await req("PUT", `/api/admin/products/${p.id}/approve`, admin.token);

    const sellerStream = await openStream(address, seller.token);
    const buyerStream = await openStream(address, buyer.token);
    const sent = Date.now();
    expect(
      (await req("POST", "/api/offers", buyer.token, { productId: p.id, sellerId: seller.user.id, amount: 5000 }))
        .statusCode,
    ).toBe(201);
    const got = await sellerStream.waitFor(1);
    expect(got.map((n) => n.title)).toEqual(["New offer received"]);
    expect(got[0]!.at - sent).toBeLessThan(2000);
    expect(buyerStream.received).toEqual([]);
    sellerStream.close();
    buyerStream.close();
  });

  it("announces nothing for a change that rolled back, and the committed one arrives", async () => {
    const address = t.app.server.address()
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: "127.0.0.1" });
    const me = await account();
    const stream = await openStream(address, me.token);
    await t.db
      .transaction(async (tx) => {
        await createNotification(tx as unknown as typeof t.db, {
          userId: me.user.id,
          type: "order_status",
          title: "rolled back",
          message: "never",
        });
        throw new Error("the event failed");
      })
      .catch(() => undefined);
    await note(me.user.id, "committed");
    expect((await stream.waitFor(1)).map((n) => n.title)).toEqual(["committed"]);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.received.map((n) => n.title)).toEqual(["committed"]);
    expect(
      (await req("GET", "/api/notifications", me.token)).json().notifications.map((n: { title: string }) => n.title),
    ).toEqual(["committed"]);
    stream.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "live stream across two server processes on one PostgreSQL database",
  () => {
    it("a notification made through one server reaches a page connected to the other", async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0" });
      const dbA = openDatabase({ url: scratch.url, embeddedPath: "unused" });
      const dbB = openDatabase({ url: scratch.url, embeddedPath: "unused" });
      const appA = await buildApp(config, { database: dbA });
      const appB = await buildApp(config, { database: dbB });
      try {
        const addressB = await appB.listen({ port: 0, host: "127.0.0.1" });
        const seller = await testAccount(dbA.db, { label: "Twin" });
        const buyer = await testAccount(dbA.db, { role: "buyer", label: "Twin" });
        const admin = await testAccount(dbA.db, { role: "admin", label: "Twin" });
        const onA = requester(appA);
        const p = (await onA("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
        await onA("PUT", `/api/admin/products/${p.id}/approve`, admin.token);

        const stream = await openStream(addressB, seller.token);
        expect(
          (await onA("POST", "/api/offers", buyer.token, { productId: p.id, sellerId: seller.user.id, amount: 5000 }))
            .statusCode,
        ).toBe(201);
        expect((await stream.waitFor(1)).map((n) => n.title)).toEqual(["New offer received"]);
        stream.close();
      } finally {
        await appA.close();
        await appB.close();
        await dbA.close();
        await dbB.close();
        await scratch.drop();
      }
    });

    it("three instances: a page on one hears what another made; when its instance shuts down the stream ends cleanly and the page, reconnected to a third, hears the next", async () => {
      const instances = await startInstances(3);
      try {
        const [a, b, c] = instances.apps as [typeof t.app, typeof t.app, typeof t.app];
        const onB = await b.listen({ port: 0, host: "127.0.0.1" });
        const onC = await c.listen({ port: 0, host: "127.0.0.1" });
        const me = await testAccount(instances.db, { label: "Roamer" });
        const noteThroughA = (title: string) =>
          createNotification(a.database.db, { userId: me.user.id, type: "order_status", title, message: title });

        const first = await openStream(onB, me.token);
        await noteThroughA("while on B");
        expect((await first.waitFor(1)).map((n) => n.title)).toEqual(["while on B"]);

        await shutDown(b, 0);
        expect(await first.waitForEnd()).toBe(true);
        const second = await openStream(onC, me.token);
        await noteThroughA("after B left");
        expect((await second.waitFor(1)).map((n) => n.title)).toEqual(["after B left"]);
        second.close();
      } finally {
        await instances.close();
      }
    });
  },
);
