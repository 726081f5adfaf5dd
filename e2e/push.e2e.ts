import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationLinks } from "../contract/notifications";
import { notificationDeliveries } from "../server/db/schema/notification-deliveries";
import { notifications } from "../server/db/schema/notifications";
import { pushSubscriptions } from "../server/db/schema/push-subscriptions";
import { pushChannel, pushSettings } from "../server/modules/push";
import { startPushServicePeer } from "../server/test/push-service-peer";
import { approveListing } from "../server/test/test-listings";
import { testSale } from "../server/test/test-orders";
import { almirahListing, requester, testAccount } from "../server/test/test-people";
import { appReady, screenshot, VIEWPORTS } from "./browser";
import { startInProcessApp, stopInProcessApp, type InProcessApp } from "./in-process-app";

/**
 * Web Push at 390 px, end to end but for the browser's own push service: a buyer's first offer brings the prompt,
 * Allow subscribes this phone, and a seller-side message (an order to accept) goes out through the push channel,
 * encrypted, to a push-service peer on loopback; the peer decrypts it and the test hands it to the service worker
 * through the DevTools protocol (ServiceWorker.deliverPushMessage), as the push service would. The worker shows the
 * notification, posts its receipt, and a tap opens the order's page with its Accept Order button.
 *
 * Two stand-ins, because headless Chromium cannot reach a push service: pushManager.subscribe refuses in a fresh
 * profile ("incognito") and waits for Google's servers in a kept one, so the page's subscribe answers the peer's
 * subscription; and a system notification cannot be clicked, so the test dispatches `notificationclick` in the
 * service worker itself (its handler, web/sw/sw.ts, runs as written; only the focus a real tap allows is refused).
 */
let t: InProcessApp["t"];
let baseURL: string;
let browser: Browser;
let peer: Awaited<ReturnType<typeof startPushServicePeer>>;

beforeAll(async () => {
  peer = await startPushServicePeer();
  ({ t, baseURL, browser } = await startInProcessApp({ WEB_PUSH_ALLOW_LOOPBACK: "1" }));
});
afterAll(async () => {
  await stopInProcessApp({ t, browser });
  await peer?.close();
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A phone signed in as `person`, whose pushManager.subscribe answers the peer's subscription. */
async function phoneWithPush(person: Awaited<ReturnType<typeof testAccount>>, subscription: unknown) {
  const user = (await req("GET", "/api/auth/me", person.token)).json().user;
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    baseURL,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
  await context.addInitScript(
    ([token, user, subscription]) => {
      localStorage.setItem("dobara_token", token);
      localStorage.setItem("dobara_user", user);
      const fake = { endpoint: JSON.parse(subscription).endpoint, toJSON: () => JSON.parse(subscription) };
      let subscribed = false;
      PushManager.prototype.subscribe = async () => ((subscribed = true), fake as unknown as PushSubscription);
      PushManager.prototype.getSubscription = async () => (subscribed ? (fake as unknown as PushSubscription) : null);
    },
    [person.token, JSON.stringify(user), JSON.stringify(subscription)] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, context, errors };
}

async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: { registrationId: string }[] }) =>
    ids.push(...e.registrations.map((r) => r.registrationId)),
  );
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, id: ids[0]! };
}

describe("web push at 390 px", () => {
  it("asks after the first offer, subscribes on Allow, shows a pushed order and opens it on a tap", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const other = await testAccount(t.db, { label: "Imran" });
    const me = await testAccount(t.db, { label: "Ritu" });
    const created = await req("POST", "/api/products", other.token, almirahListing(other.bankId));
    const listingId = created.json().id as string;
    await approveListing(t.app, admin.token, listingId);
    const subscription = peer.subscription();
    const { page, context, errors } = await phoneWithPush(me, subscription);

    // Never on a first load.
    await page.goto(`/products/${listingId}`);
    await appReady(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    expect(await page.getByTestId("push-prompt").count()).toBe(0);

    // The first offer: the prompt says why, and the browser's own question waits for Allow.
    await page.getByTestId("make-offer").click();
    const dialog = page.getByRole("dialog", { name: "Make an offer" });
    await dialog.getByLabel("Your offer").fill("5000");
    await dialog.getByRole("button", { name: "Send offer" }).click();
    const prompt = page.getByTestId("push-prompt");
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.textContent()).toContain("Get told on this phone when the seller answers your offer.");
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await screenshot(page, "push-prompt-390", { fullPage: false });

    await context.grantPermissions(["notifications"], { origin: baseURL });
    await prompt.getByRole("button", { name: "Allow" }).click();
    const stored = () =>
      t.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, me.user.id), eq(pushSubscriptions.endpoint, subscription.endpoint)));
    await expect.poll(async () => (await stored()).length).toBe(1);
    await expect.poll(() => prompt.count()).toBe(0);

    // Someone buys Ritu's own listing: the seller's "accept it" notice goes out by push.
    const { order } = await testSale(t.app, t.db, { seller: me, admin });
    const link = notificationLinks.order(order.id);
    // The bell's row, as the order's transaction writes it (the test's order is placed straight in the database).
    const [notice] = await t.db
      .insert(notifications)
      .values({
        userId: me.user.id,
        type: "order_placed",
        title: "New order: accept it",
        message: "Your almirah was bought. Accept the order within 48 hours.",
        link,
      })
      .returning();
    const [delivery] = await t.db
      .insert(notificationDeliveries)
      .values({ notificationId: notice!.id, userId: me.user.id, channel: "push", status: "sending" })
      .returning();
    const channel = pushChannel(await pushSettings(t.app.config, t.app.database));
    const result = await channel.send({
      deliveryId: delivery!.id,
      notificationId: notice!.id,
      userId: me.user.id,
      type: notice!.type,
      urgent: true,
      language: "en",
      title: notice!.title,
      message: notice!.message,
      link,
    });
    expect(result).toEqual({ outcome: "sent", providerId: delivery!.id });
    // As the dispatcher writes the answer back.
    await t.db
      .update(notificationDeliveries)
      .set({ status: "sent", providerId: delivery!.id })
      .where(eq(notificationDeliveries.id, delivery!.id));
    const pushed = peer.received.at(-1)!;
    expect(peer.problems).toEqual([]);
    expect(JSON.parse(pushed.text)).toMatchObject({ link, deliveryId: delivery!.id, title: notice!.title });

    // The push service hands the message to the phone's service worker.
    const { cdp, id } = await registrationId(context, page);
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: `${baseURL}/`,
      registrationId: id,
      data: pushed.text,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          link: (n.data as { link: string }).link,
        })),
      );
    await expect.poll(shown).toEqual([{ title: notice!.title, body: notice!.message, link }]);
    const status = async () =>
      (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, delivery!.id)))[0]!.status;
    await expect.poll(status).toBe("delivered");

    // A tap on it: the worker's notificationclick takes this tab to the order, where Accept Order waits.
    await page.goto("/dashboard");
    await appReady(page);
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // The worker's own globals (this file is typed for pages, not workers).
      const sw = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await sw.registration.getNotifications();
      self.dispatchEvent(new sw.NotificationEvent("notificationclick", { notification: notification! }));
    });
    await page.waitForURL(`${baseURL}${link}`);
    await appReady(page);
    await expect.poll(() => page.getByRole("button", { name: "Accept Order" }).isVisible()).toBe(true);
    await screenshot(page, "push-opened-order-390", { fullPage: false });
    expect(await shown()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
