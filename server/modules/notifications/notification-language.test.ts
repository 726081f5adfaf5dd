import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";
import type { Mail } from "../../lib/mailer";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { testAccount } from "../../test/test-people";
import { offerMail } from "../offers/offer-mails";
import { remindSellersToAccept } from "../orders/accept-reminders";
import * as returnNotices from "../orders/order-notices";
import { createNotification } from "./notifications-repo";
import { NOTIFICATION_TEXTS, text, writeNotification, type NotificationKind } from "./notification-texts";

const DEVANAGARI = /[\u0900-\u097F]/;
const sent: Mail[] = [];
const mailer = { send: async (mail: Mail) => void sent.push(mail) };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { mailer });
});
afterAll(() => t.close());

const speaksHindi = (userId: string) => t.db.update(users).set({ language: "hi" }).where(eq(users.id, userId));
const noticesOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.type} = ${type}`));
const about = (o: { id: string; orderNumber: number }) => ({
  orderId: o.id,
  orderNumber: o.orderNumber,
  title: "Almirah",
});

describe("notifications are written in the recipient's language when they are created", () => {
  it("a Hindi seller is told of the approval and reminded to accept the order in Hindi (bell and mail)", async () => {
    const seller = await testAccount(t.db, { label: "Hindi Seller" });
    await speaksHindi(seller.user.id);
    const s = await testSale(t.app, t.db, { seller });
    const [approved] = await noticesOf(seller.user.id, "product_approved");
    expect(approved!.title).toBe("आपकी लिस्टिंग लाइव है");
    // The accept reminder: its notification and its mail in Hindi, the link to the Hindi page.
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(hours => 25)` })
      .where(eq(orders.id, s.order.id));
    await remindSellersToAccept({ db: t.db, mailer, log: t.app.log, publicUrl: "https://dobara.example" });
    const [reminder] = await noticesOf(seller.user.id, "order_accept_reminder");
    expect(reminder!.title).toBe(`ऑर्डर #${s.order.orderNumber} स्वीकार करें: 24 घंटे बाकी`);
    const mail = sent.find((m) => m.to === seller.user.email)!;
    expect(mail.subject).toBe(`Dobara: 24 घंटे के अंदर ऑर्डर #${s.order.orderNumber} स्वीकार करें`);
    expect(mail.text).toContain(`https://dobara.example/hi/track-orders/${s.order.id}`);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it("returns: the Hindi buyer's notice is stored in Hindi and keeps its words when the language changes", async () => {
    const s = await testSale(t.app, t.db);
    await speaksHindi(s.buyer.user.id);
    const row = await createNotification(t.db, returnNotices.returnApproved(s.buyer.user.id, about(s.order)));
    expect(row.title).toBe("रिटर्न मंज़ूर हुआ");
    expect(row.message).toContain(`ऑर्डर #${s.order.orderNumber} ("Almirah") का आपका रिटर्न मंज़ूर हो गया।`);
    const english = await createNotification(t.db, returnNotices.returnApproved(s.seller.user.id, about(s.order)));
    expect(english.message).toBe(
      `Your return of order #${s.order.orderNumber} ("Almirah") was approved. We will collect the item and refund you once the seller has checked it (they have 48 hours once it is back).`,
    );
    await t.db.update(users).set({ language: "en" }).where(eq(users.id, s.buyer.user.id));
    const [kept] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(kept!.title).toBe("रिटर्न मंज़ूर हुआ");
  });

  it("offers: a Hindi buyer's counter-offer notice and mail are in Hindi; English unchanged", async () => {
    const buyer = await testAccount(t.db, { role: "buyer", label: "Hindi Buyer" });
    await speaksHindi(buyer.user.id);
    const params = { amount: 1500, counter: 1800, title: "Almirah" };
    const hi = await createNotification(t.db, {
      userId: buyer.user.id,
      type: "offer_countered",
      text: text("offerCountered", params),
    });
    expect(hi).toMatchObject({ title: "काउंटर ऑफ़र मिला" });
    expect(hi.message).toBe('"Almirah" के लिए आपके ₹1,500 के ऑफ़र पर विक्रेता ने ₹1,800 का काउंटर ऑफ़र दिया।');
    expect(writeNotification(text("offerCountered", params), "en").message).toBe(
      'The seller countered your offer of ₹1,500 for "Almirah" with ₹1,800.',
    );
    const to = { email: "a@example.in", fullName: "Asha Rao" };
    const what = { kind: "countered", params: { counter: 1800, title: "Almirah" } } as const;
    const hindi = offerMail({ ...to, language: "hi" }, what, "https://x/hi/dashboard");
    expect(hindi.subject).toBe('Dobara: "Almirah" पर काउंटर ऑफ़र');
    expect(hindi.text).toContain("नमस्ते Asha,");
    expect(hindi.text).toContain("अपने ऑफ़र खोलें: https://x/hi/dashboard");
    const english = offerMail({ ...to, language: "en" }, what, "https://x/dashboard");
    expect(english.subject).toBe('Dobara: Counter offer on "Almirah"');
    expect(english.text).toBe(
      'Hi Asha,\n\nThe seller countered your offer on "Almirah" with ₹1,800.\n\nAccept or decline it within 48 hours.\n\n\n\nOpen your offers: https://x/dashboard\n\n\n\n— Dobara',
    );
  });
});

describe("the notification table", () => {
  const samples: Record<string, unknown> = {
    buyer: "asha_r",
    amount: 1200,
    counter: 1500,
    title: "Almirah",
    sold: true,
    reason: "blurry photos",
    editRequests: "add a photo",
    editWithdrawn: true,
    orderNumber: 1001,
    hoursLeft: 6,
    deadline: new Date("2026-11-27T08:35:00Z"),
    why: "This item was sold to another buyer.",
    step: "picked_up",
    date: "2026-11-30",
    by: "deadline",
    refund: 900,
    accountVerified: false,
    note: "Photos show damage.",
    checkBy: new Date("2026-11-27T08:35:00Z"),
    decision: "refund_less_fee",
    reference: "UTR1",
    last4: "1234",
    rejected: "An admin could not confirm this account is in your name; add an account held in your own name",
    mobile: "98xxxxxx10",
  };
  it("every kind is written in both languages, the Hindi in Devanagari and different from the English", () => {
    for (const kind of Object.keys(NOTIFICATION_TEXTS) as NotificationKind[]) {
      const params = kind === "returnRequested" ? { ...samples, reason: "wrong_size" } : samples;
      const t = { kind, params } as Parameters<typeof writeNotification>[0];
      const en = writeNotification(t, "en");
      const hi = writeNotification(t, "hi");
      expect(en.title && en.message, kind).toBeTruthy();
      expect(hi.title, kind).toMatch(DEVANAGARI);
      expect(hi.message, kind).toMatch(DEVANAGARI);
      expect(hi.message, kind).not.toBe(en.message);
      expect(`${hi.title}${hi.message}`, kind).not.toContain("undefined");
    }
  });
});
