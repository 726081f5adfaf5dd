import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { refunds } from "../../db/schema/refunds";
import { returnRequests } from "../../db/schema/returns";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { TINY_PHOTO, requester, testAccount } from "../../test/test-people";
import { makeDuePayouts } from "../settlement";
import { timeOutReturnChecks } from "./returns";

/**
 * docs/product.md#returns: a claim with photos, the seller's side, the 48-hour check and the admin's decision on a
 * dispute; money moves once, at the check, the timeout or the decision, and never while disputed.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const returnOf = async (orderId: string) =>
  (await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)))[0]!;
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const faulty = { reason: "received_faulty", details: "The left door hinge is broken", photos: [TINY_PHOTO] };
const dispute = {
  outcome: "dispute",
  disputeReason: "damaged_after_delivery",
  note: "The hinge was fine when it left",
  photos: [TINY_PHOTO, TINY_PHOTO],
};

/** A delivered sale with a faulty-item claim; `upTo` takes it on through approval and back with the seller. */
async function claimed(upTo: "requested" | "approved" | "returned" = "returned") {
  const s = await testSale(t.app, t.db);
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  const asked = await req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, faulty);
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().id as string;
  const admin = (action: string, body?: unknown) =>
    req("PUT", `/api/admin/returns/${id}/${action}`, s.admin.token, body);
  if (upTo !== "requested") expect((await admin("approve")).statusCode).toBe(200);
  if (upTo === "returned") expect((await admin("back-with-seller")).statusCode).toBe(200);
  const check = (body: unknown, token = s.seller.token) =>
    req("PUT", `/api/orders/${s.order.id}/return/check`, token, body);
  return { ...s, id, act: admin, check };
}

const pastDeadline = (id: string, hours = 49) =>
  t.db
    .update(returnRequests)
    .set({ returnedAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(returnRequests.id, id));

describe("the buyer's claim", () => {
  it("stores the description and photos as listing photos are; the seller sees them, never the buyer", async () => {
    const s = await claimed("requested");
    const view = (await req("GET", `/api/orders/${s.order.id}/returns`, s.seller.token)).json()[0];
    expect(view).toMatchObject({ reason: "received_faulty", details: faulty.details, status: "requested" });
    expect(view.photos).toHaveLength(1);
    expect(view.photos[0]).toMatch(/\/ret\/[0-9a-f-]+\/full\.webp$/);
    const asSeller = await req("GET", `/api/orders/${s.order.id}/returns`, s.seller.token);
    expect(asSeller.body).not.toContain(s.buyer.user.email);
    expect(asSeller.body).not.toContain(s.buyer.user.mobile);
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    expect((await req("GET", `/api/orders/${s.order.id}/returns`, stranger.token)).statusCode).toBe(404);
    const told = await noticesOf(s.seller.user.id);
    expect(told.some((n) => n.title === "Return requested" && n.message.includes("received faulty"))).toBe(true);
  });

  it("refuses a faulty claim without photo or words, more than 5 photos, a non-image, a file too large", async () => {
    const s = await testSale(t.app, t.db);
    await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
    const ask = (body: unknown) => req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, body);
    const noPhoto = await ask({ ...faulty, photos: [] });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toContain(ORDER_MESSAGES.returnPhotosRequired);
    expect((await ask({ ...faulty, details: "" })).json().message).toContain(ORDER_MESSAGES.returnDetailsRequired);
    const six = await ask({ ...faulty, photos: Array(6).fill(TINY_PHOTO) });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toContain(ORDER_MESSAGES.returnTooManyPhotos);
    const text = await ask({
      ...faulty,
      photos: [`data:image/png;base64,${Buffer.from("not a picture").toString("base64")}`],
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^Image 1/);
    const huge = await ask({ ...faulty, photos: [`data:image/jpeg;base64,${"A".repeat(14 * 1024 * 1024)}`] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Image 1 is over 10MB");
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, s.order.id))).toHaveLength(0);
  });

  it("the seller adds a note with photos while the return is open; the buyer and a stranger cannot", async () => {
    const s = await claimed("approved");
    const note = (token: string, body: unknown) => req("PUT", `/api/orders/${s.order.id}/return/note`, token, body);
    const added = await note(s.seller.token, { note: "It worked when packed", photos: [TINY_PHOTO] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()[0]).toMatchObject({ sellerNote: "It worked when packed", sellerPhotos: [expect.any(String)] });
    expect((await note(s.buyer.token, { note: "me too" })).statusCode).toBe(403);
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    expect((await note(stranger.token, { note: "hi" })).statusCode).toBe(404);
    expect((await note(s.seller.token, { note: " " })).statusCode).toBe(400);
  });
});

describe("the seller's check", () => {
  it("waits for the parcel: the courier has not brought it back yet (409), nothing refunded", async () => {
    const s = await claimed("approved");
    const early = await s.check({ outcome: "received" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ORDER_MESSAGES.returnNotBack);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
  });

  it("received as described refunds in full at once; the buyer is told; a second answer is a 409", async () => {
    const s = await claimed();
    expect((await req("GET", `/api/orders/${s.order.id}/returns`, s.buyer.token)).json()[0].checkDueAt).toBeTruthy();
    expect((await s.check({ outcome: "received" }, s.buyer.token)).statusCode).toBe(403);
    const ok = await s.check({ outcome: "received" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()[0]).toMatchObject({ status: "processed", checkOutcome: "received", refundAmount: 6745 });
    expect(await refundsOf(s.order.id)).toMatchObject([{ amount: 6745, reason: "return_processed" }]);
    expect((await s.check(dispute)).statusCode).toBe(409);
    expect((await noticesOf(s.buyer.user.id)).some((n) => n.title === "Return checked: refund on its way")).toBe(true);
  });

  it("a dispute needs a reason, words and 1-5 photos; then nothing moves until the admin decides", async () => {
    const s = await claimed();
    for (const bad of [
      { ...dispute, photos: [] },
      { ...dispute, note: "" },
      { ...dispute, disputeReason: "meh" },
    ])
      expect((await s.check(bad)).statusCode).toBe(400);
    expect((await s.check(dispute)).json()[0]).toMatchObject({
      status: "disputed",
      disputeReason: "damaged_after_delivery",
    });
    await pastDeadline(s.id);
    expect(await timeOutReturnChecks(t.db)).toBe(0);
    await makeDuePayouts(t.db);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, s.order.id))).toHaveLength(0);
    const res = await req("GET", "/api/admin/returns", s.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: s.id, status: "disputed", listingImages: [expect.any(String)] });
    // The tab shows the buyer's e-mail and mobile: the admin's look is logged against the buyer.
    const looked = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, s.buyer.user.id));
    expect(looked).toContainEqual(
      expect.objectContaining({
        adminId: s.admin.user.id,
        action: "viewed_personal_data",
        details: { view: "admin returns tab" },
      }),
    );
  });

  it("no answer in 48 hours counts as received: refunded by the job once, the seller told", async () => {
    const s = await claimed();
    await pastDeadline(s.id);
    const late = await s.check(dispute);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MESSAGES.returnCheckTimedOut);
    expect(await timeOutReturnChecks(t.db)).toBeGreaterThanOrEqual(1);
    expect(await timeOutReturnChecks(t.db)).toBe(0);
    expect(await returnOf(s.order.id)).toMatchObject({ status: "processed", checkOutcome: "timed_out" });
    expect(await refundsOf(s.order.id)).toMatchObject([{ amount: 6745 }]);
    expect((await noticesOf(s.seller.user.id)).some((n) => n.title === "Return counted as received")).toBe(true);
  });
});

describe("the admin decides a dispute", () => {
  it.each([
    ["refund_full", 6745],
    ["refund_less_fee", 6645],
  ] as const)("%s refunds %d once, audit-logged, both sides told", async (decision, amount) => {
    const s = await claimed();
    await s.check(dispute);
    expect((await s.act("decide", { decision, note: "" })).statusCode).toBe(400);
    const decided = await s.act("decide", { decision, note: "Photos show the hinge broken in transit" });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: "processed", decision, refundAmount: amount });
    expect((await s.act("decide", { decision: "refuse", note: "again" })).statusCode).toBe(409);
    expect(await refundsOf(s.order.id)).toMatchObject([{ amount }]);
    const log = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, s.id));
    expect(log.filter((l) => l.action === "return_dispute_decided")).toHaveLength(1);
    for (const who of [s.buyer.user.id, s.seller.user.id])
      expect((await noticesOf(who)).some((n) => n.title === "Return dispute decided")).toBe(true);
  });

  it("refuse: no refund, and the seller's payout falls due once", async () => {
    const s = await claimed();
    await s.check(dispute);
    expect((await s.act("decide", { decision: "refuse", note: "Not the item sold" })).json().status).toBe("refused");
    // By now the return window is long past in real life: delivery, the claim, the pickup and the check.
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '5 days'` })
      .where(eq(orders.id, s.order.id));
    await makeDuePayouts(t.db);
    await makeDuePayouts(t.db);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, s.order.id))).toHaveLength(1);
  });

  it("only the admin decides, and only a disputed return", async () => {
    const s = await claimed();
    expect((await s.act("decide", { decision: "refund_full", note: "x" })).statusCode).toBe(409);
    const asSeller = await req("PUT", `/api/admin/returns/${s.id}/decide`, s.seller.token, {
      decision: "refuse",
      note: "x",
    });
    expect(asSeller.statusCode).toBe(403);
  });
});

describe("races end in one outcome and one money movement", () => {
  it("20 concurrent answers from the seller: one wins, one refund at most", async () => {
    const s = await claimed();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.check(i % 2 ? { outcome: "received" } : dispute)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const row = await returnOf(s.order.id);
    expect(await refundsOf(s.order.id)).toHaveLength(row.status === "processed" ? 1 : 0);
  });

  it("the seller's answer racing the deadline job: exactly one of them acts", async () => {
    for (const hours of [47, 49]) {
      const s = await claimed();
      await pastDeadline(s.id, hours);
      const [answer] = await Promise.all([s.check(dispute), timeOutReturnChecks(t.db), timeOutReturnChecks(t.db)]);
      const row = await returnOf(s.order.id);
      if (answer!.statusCode === 200) expect(row.status).toBe("disputed");
      else expect(row).toMatchObject({ status: "processed", checkOutcome: "timed_out" });
      expect(hours === 47 ? "disputed" : "processed").toBe(row.status);
      expect(await refundsOf(s.order.id)).toHaveLength(row.status === "processed" ? 1 : 0);
    }
  });

  it("the admin's decision racing the seller's answer and itself: one decision, one refund", async () => {
    const s = await claimed();
    await s.check(dispute);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => s.act("decide", { decision: "refund_full", note: "Buyer is right" })),
      ...Array.from({ length: 10 }, () => s.check({ outcome: "received" })),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await refundsOf(s.order.id)).toHaveLength(1);
  });

  it("the admin's by-hand arrival racing the courier's and itself: the 48 hours start once", async () => {
    const s = await claimed("approved");
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.act("back-with-seller")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const told = await noticesOf(s.seller.user.id);
    expect(told.filter((n) => n.title === "Returned item: check it")).toHaveLength(1);
  });
});
