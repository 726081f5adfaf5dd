import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationLinks } from "@contract/notifications";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { notificationPreferences } from "../../db/schema/notification-preferences";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";
import type { Mail } from "../../lib/mailer";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { createNotification, notificationText } from "../notifications";
import { dispatchDeliveries } from "../notifications/dispatch-deliveries";
import { emailChannel } from "../notifications/email-channel";
import { orderPlacedMail } from "./order-placed-mails";

const PUBLIC_URL = "https://dobara.example";
const mails: Mail[] = [];
const mailer = { send: async (mail: Mail) => void mails.push(mail) };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, {}, { mailer });
});
afterAll(() => t.close());

const channel = () =>
  emailChannel({
    db: t.db,
    mailer,
    publicUrl: PUBLIC_URL,
    unsubscribeKey: Buffer.alloc(32, 7),
    ownMails: { order_placed: orderPlacedMail },
  });
const dispatch = () => dispatchDeliveries({ db: t.db, log: t.app.log, channels: [channel()] });
const mailsTo = (email: string) => mails.filter((m) => m.to === email);

/** A sale told to both sides as placeOrder tells it, in the same words and with the same link. */
async function placedSale(opts: { price?: number; couponDiscount?: number; buyerLanguage?: "en" | "hi" } = {}) {
  const sale = await testSale(t.app, t.db, opts.price ? { listing: { price: opts.price } } : {});
  if (opts.couponDiscount)
    await t.db.update(orders).set({ couponDiscount: opts.couponDiscount }).where(eq(orders.id, sale.order.id));
  if (opts.buyerLanguage)
    await t.db.update(users).set({ language: opts.buyerLanguage }).where(eq(users.id, sale.buyer.user.id));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, sale.order.id));
  const link = notificationLinks.order(sale.order.id);
  const title = "Teak almirah";
  await createNotification(t.db, {
    userId: sale.buyer.user.id,
    type: "order_placed",
    text: notificationText("orderPlacedForBuyer", { amount: 1, title, orderNumber: order!.orderNumber }),
    link,
  });
  await createNotification(t.db, {
    userId: sale.seller.user.id,
    type: "order_placed",
    text: notificationText("orderPlacedForSeller", { title, orderNumber: order!.orderNumber }),
    link,
  });
  return { ...sale, order: order! };
}

describe("the mails of a placed order, through the e-mail channel", () => {
  it("the buyer's receipt: item, amounts as charged (Indian grouping), order number, what happens next; no unsubscribe", async () => {
    const s = await placedSale({ price: 125000, couponDiscount: 1500 });
    await Promise.all([dispatch(), dispatch()]);
    await dispatch();
    const [receipt, ...more] = mailsTo(s.buyer.user.email);
    expect(more).toEqual([]);
    const o = s.order;
    const total = o.finalPrice + o.buyerFee + o.deliveryCharge - o.couponDiscount;
    expect(o.finalPrice).toBe(125000);
    expect(receipt!.subject).toBe(`Dobara: Payment received for order #${o.orderNumber}`);
    const [item] = await t.db.select({ title: products.title }).from(products).where(eq(products.id, o.productId));
    expect(receipt!.text).toContain(`"${item!.title}" is received, and order #${o.orderNumber} is placed.`);
    expect(receipt!.text).toContain("Product Price: ₹1,25,000");
    expect(receipt!.text).toContain(`Platform Fees: ₹${o.buyerFee.toLocaleString("en-IN")}`);
    expect(receipt!.text).toContain("Coupon Discount: −₹1,500");
    expect(receipt!.text).toContain(`Total Paid: ₹${total.toLocaleString("en-IN")}`);
    expect(receipt!.text).toMatch(/the seller has until \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m \(IST\) to accept/);
    expect(receipt!.text).toContain(`Open the order: ${PUBLIC_URL}/track-orders/${o.id}`);
    expect(receipt!.headers).toBeUndefined();
    expect(receipt!.text).not.toContain("unsubscribe");
  });

  it("the app's own deliveries job sends both mails", async () => {
    const s = await placedSale();
    await t.app.runJobsOnce();
    expect(mailsTo(s.buyer.user.email).map((m) => m.subject)).toEqual([
      `Dobara: Payment received for order #${s.order.orderNumber}`,
    ]);
    expect(mailsTo(s.seller.user.email)[0]!.subject).toMatch(/^Dobara: New order #\d+: accept by /);
  });

  it("the seller's new-order mail names the item, its price and the deadline to accept in IST", async () => {
    const s = await placedSale();
    await dispatch();
    const [mail, ...more] = mailsTo(s.seller.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(
      new RegExp(
        `^Dobara: New order #${s.order.orderNumber}: accept by \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [ap]m \\(IST\\)$`,
      ),
    );
    expect(mail!.text).toContain(`was bought for ₹6,500 (order #${s.order.orderNumber}).`);
    expect(mail!.text).toContain("or the sale is cancelled and the buyer is refunded.");
    expect(mail!.text).toContain(`Accept the order: ${PUBLIC_URL}/track-orders/${s.order.id}`);
    expect(mail!.headers).toBeUndefined();
  });

  it("is written in the reader's language: a Hindi buyer gets the Hindi receipt and the Hindi page", async () => {
    const s = await placedSale({ buyerLanguage: "hi" });
    await dispatch();
    const [receipt] = mailsTo(s.buyer.user.email);
    expect(receipt!.subject).toBe(`Dobara: ऑर्डर #${s.order.orderNumber} का पेमेंट मिल गया`);
    expect(receipt!.text).toContain("प्रोडक्ट की कीमत: ₹6,500");
    expect(receipt!.text).toContain("आगे क्या होगा");
    expect(receipt!.text).toContain(`${PUBLIC_URL}/hi/track-orders/${s.order.id}`);
  });

  it("cannot be turned off: an e-mail switch stored before it became fixed is ignored", async () => {
    const s = await placedSale();
    mails.length = 0;
    await t.db
      .insert(notificationPreferences)
      .values({ userId: s.buyer.user.id, kind: "order_placed", channel: "email", enabled: false });
    const again = await placedSale({});
    await createNotification(t.db, {
      userId: s.buyer.user.id,
      type: "order_placed",
      text: notificationText("orderPlacedForBuyer", { amount: 1, title: "x", orderNumber: again.order.orderNumber }),
      link: notificationLinks.order(again.order.id),
    });
    await dispatch();
    // Not this buyer's order: the channel writes nothing and says so.
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, s.buyer.user.id), eq(notificationDeliveries.channel, "email")));
    expect(rows.map((r) => r.status).sort()).toEqual(["sent", "skipped"]);
    expect(rows.find((r) => r.status === "skipped")!.error).toBe("no mail to write for this notification");
    expect(mailsTo(s.buyer.user.email)).toHaveLength(1);
  });
});
