import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase, type Database } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import type { Db } from "../../db/client";
import type { Mail } from "../../lib/mailer";
import { buildApp } from "../../app";
import { createScratchDatabase } from "../../test/scratch-database";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { remindSellersToAccept } from "./accept-reminders";

const sent: Mail[] = [];
const mailer = { send: async (mail: Mail) => void sent.push(mail) };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { mailer });
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const remindersOf = (db: Db, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.type === "order_accept_reminder"));
const placedHoursAgo = (db: Db, id: string, hours: number) =>
  db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(orders.id, id));
const deps = (db: Db) => ({ db, mailer, log: t.app.log, publicUrl: "https://dobara.example" });
const mailsTo = (email: string) => sent.filter((m) => m.to === email);

describe("the seller's sales list", () => {
  it("puts orders waiting for Accept Order first, with acceptBy (48 hours after placing); null on others", async () => {
    const first = await testSale(t.app, t.db);
    const older = await testSale(t.app, t.db, { seller: first.seller });
    const accepted = await testSale(t.app, t.db, { seller: first.seller });
    await placedHoursAgo(t.db, older.order.id, 10);
    await req("PUT", `/api/orders/${first.order.id}/accept`, first.seller.token);
    const list = (await req("GET", `/api/orders/seller/${first.seller.user.id}`, first.seller.token)).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([older.order.id, accepted.order.id, first.order.id]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, older.order.id));
    expect(list[0].acceptBy).toBe(new Date(row!.createdAt.getTime() + 48 * 3_600_000).toISOString());
    expect(list[2]).toMatchObject({ status: "confirmed", acceptBy: null });
    const detail = (await req("GET", `/api/orders/${accepted.order.id}`, first.seller.token)).json();
    expect(detail).toMatchObject({ viewer: "seller", acceptBy: list[1].acceptBy });
    expect((await req("GET", `/api/orders/seller/${first.seller.user.id}`, first.buyer.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/orders/seller/not-a-user`, first.seller.token)).statusCode).toBe(400);
  });
});

describe("accept reminders", () => {
  it("24 and 6 hours before the cancel: one notification and one mail each, however often the job runs", async () => {
    const s = await testSale(t.app, t.db);
    const fresh = await testSale(t.app, t.db);
    const accepted = await testSale(t.app, t.db);
    await req("PUT", `/api/orders/${accepted.order.id}/accept`, accepted.seller.token);
    await placedHoursAgo(t.db, accepted.order.id, 30);
    await placedHoursAgo(t.db, s.order.id, 25);

    await Promise.all(Array.from({ length: 20 }, () => remindSellersToAccept(deps(t.db))));
    const first = await remindersOf(t.db, s.seller.user.id);
    expect(first).toMatchObject([
      { title: `Accept order #${s.order.orderNumber}: 24 hours left`, link: `/track-orders/${s.order.id}` },
    ]);
    expect(first[0]!.message).toMatch(/Accept by \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m or the sale is cancelled/);
    const mails = mailsTo(s.seller.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://dobara.example/track-orders/${s.order.id}`);
    expect(await remindersOf(t.db, fresh.seller.user.id)).toHaveLength(0);
    expect(await remindersOf(t.db, accepted.seller.user.id)).toHaveLength(0);

    await placedHoursAgo(t.db, s.order.id, 43);
    await Promise.all(Array.from({ length: 20 }, () => remindSellersToAccept(deps(t.db))));
    expect((await remindersOf(t.db, s.seller.user.id)).map((n) => n.title).sort()).toEqual([
      `Accept order #${s.order.orderNumber}: 24 hours left`,
      `Accept order #${s.order.orderNumber}: 6 hours left`,
    ]);
    expect(mailsTo(s.seller.user.email)).toHaveLength(2);
    expect(await remindSellersToAccept(deps(t.db))).toBe(0);
  });

  it("an order first seen inside the last 6 hours gets only the 6-hour reminder; a cancelled one none", async () => {
    const late = await testSale(t.app, t.db);
    const cancelled = await testSale(t.app, t.db);
    await req("PUT", `/api/orders/${cancelled.order.id}/cancel`, cancelled.buyer.token, {
      reason: "mistakenly_placed",
    });
    await placedHoursAgo(t.db, late.order.id, 45);
    await placedHoursAgo(t.db, cancelled.order.id, 45);
    await remindSellersToAccept(deps(t.db));
    expect((await remindersOf(t.db, late.seller.user.id)).map((n) => n.title)).toEqual([
      `Accept order #${late.order.orderNumber}: 6 hours left`,
    ]);
    expect(await remindersOf(t.db, cancelled.seller.user.id)).toHaveLength(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("accept reminders from two server processes", () => {
  it("two apps on one PostgreSQL database running the job at once send each reminder once", async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "./.test-data", SEED_DEMO: "0" });
    const handles: Database[] = [0, 1].map(() => openDatabase({ url: scratch.url, embeddedPath: "unused" }));
    // One after the other: the first migrates the database, the second finds it migrated.
    const apps = [];
    for (const database of handles) apps.push(await buildApp(config, { database, mailer }));
    try {
      const s = await testSale(apps[0]!, handles[0]!.db);
      await placedHoursAgo(handles[0]!.db, s.order.id, 25);
      await Promise.all(Array.from({ length: 10 }, () => handles.map((h) => remindSellersToAccept(deps(h.db)))).flat());
      expect(await remindersOf(handles[1]!.db, s.seller.user.id)).toHaveLength(1);
      expect(mailsTo(s.seller.user.email)).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await scratch.drop();
    }
  });
});
