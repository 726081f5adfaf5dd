import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "@contract/notification-preferences";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { createMailer, type Mail } from "../../lib/mailer";
import { startSmtpPeer } from "../../test/smtp-peer";
import { emailChannel } from "./email-channel";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";
import { createNotification } from "./notifications-repo";

const mails: Mail[] = [];
let failMail = false;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: "https://dobara.example" },
    {},
    {
      mailer: {
        async send(mail) {
          if (failMail) throw new Error("421 try again later");
          mails.push(mail);
        },
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  mails.length = 0;
  failMail = false;
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
/** A person with no quiet hours: the default (22:00-08:00 IST) would hold the mails when the suite runs at night. */
async function account() {
  const person = await testAccount(t.db, { label: "Mailed" });
  await req("PUT", "/api/notification-preferences", person.token, { quietHours: null });
  return person;
}
const emailRow = async (notificationId: string) =>
  (
    await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId))
  ).find((r) => r.channel === "email");
const emailSwitches = async (token: string) => {
  const body: NotificationPreferences = (await req("GET", "/api/notification-preferences", token)).json();
  return Object.fromEntries(body.kinds.map((k) => [k.kind, k.channels]));
};

describe("notification mails", () => {
  it("mails the notification in the person's language with one-click unsubscribe headers", async () => {
    const me = await account();
    await req("PUT", "/api/auth/profile", me.token, { language: "hi" });
    const n = await createNotification(t.db, {
      userId: me.user.id,
      type: "product_sold",
      title: "आपका सामान बिक गया",
      message: "Teak almirah बिक गया।",
      link: "/dashboard?tab=products",
    });
    await t.app.runJobsOnce();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(me.user.email);
    expect(mail.subject).toBe("Dobara: आपका सामान बिक गया");
    expect(mail.text).toContain("Teak almirah बिक गया।");
    expect(mail.text).toContain("https://dobara.example/hi/dashboard?tab=products");
    const url = /^<(https:\/\/dobara\.example\/api\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers!["List-Unsubscribe"]!,
    )![1]!;
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(url);
    expect(await emailRow(n.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("one POST without sign-in turns off that kind's e-mail and nothing else; a GET only asks", async () => {
    const me = await account();
    await createNotification(t.db, { userId: me.user.id, type: "product_sold", title: "Sold", message: "It sold" });
    await t.app.runJobsOnce();
    const path = new URL(/^<([^>]+)>$/.exec(mails[0]!.headers!["List-Unsubscribe"]!)![1]!).pathname;
    const before = await emailSwitches(me.token);

    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('method="post"');
    expect((await emailSwitches(me.token)).product_sold!.email).toBe(true);

    const posted = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain("Your item sold");
    const after = await emailSwitches(me.token);
    expect(after).toEqual({ ...before, product_sold: { ...before.product_sold, email: false } });

    const again = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
    expect(await emailSwitches(me.token)).toEqual(after);

    for (const bad of [path.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "/api/unsubscribe/nothing"])
      expect((await t.app.inject({ method: "POST", url: bad, payload: "" })).statusCode).toBe(404);

    // Turned off: the next one of that kind is not mailed.
    await createNotification(t.db, { userId: me.user.id, type: "product_sold", title: "Sold", message: "Again" });
    mails.length = 0;
    await t.app.runJobsOnce();
    expect(mails).toHaveLength(0);
  });

  it("skips a queued mail unsubscribed before its turn, and retries when the mail server fails", async () => {
    const me = await account();
    const queued = await createNotification(t.db, {
      userId: me.user.id,
      type: "product_delisted",
      title: "Taken down",
      message: "Gone",
    });
    await req("PUT", "/api/notification-preferences", me.token, { kinds: { product_delisted: { email: false } } });
    const failing = await createNotification(t.db, {
      userId: me.user.id,
      type: "product_rejected",
      title: "Rejected",
      message: "No",
    });
    failMail = true;
    await t.app.runJobsOnce();
    expect(await emailRow(queued.id)).toMatchObject({ status: "skipped", error: "e-mail turned off" });
    expect(await emailRow(failing.id)).toMatchObject({ status: "queued", error: "421 try again later" });
  });
});

describe("notification mails over SMTP", () => {
  it("carry the one-click unsubscribe headers through the real mailer", async () => {
    const smtp = await startSmtpPeer();
    try {
      const me = await account();
      const channel = emailChannel({
        db: t.db,
        mailer: createMailer({ smtpUrl: smtp.url, mailFrom: "Dobara <no-reply@dobara.example>" }, t.app.log),
        publicUrl: "https://dobara.example",
        unsubscribeKey: Buffer.from("a-test-unsubscribe-key-of-some-length"),
      });
      const answer = await channel.send({
        deliveryId: "00000000-0000-4000-8000-000000000001",
        notificationId: "00000000-0000-4000-8000-000000000002",
        userId: me.user.id,
        type: "product_sold",
        urgent: false,
        language: "en",
        title: "Your item sold",
        message: "Teak almirah sold.",
        link: "/dashboard?tab=products",
      });
      expect(answer).toEqual({ outcome: "sent" });
      const raw = smtp.received.at(-1)!.raw.replace(/\r\n[ \t]+/g, " ");
      expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/dobara\.example\/api\/unsubscribe\/[^>\s]+>\r$/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    } finally {
      await smtp.close();
    }
  });
});
