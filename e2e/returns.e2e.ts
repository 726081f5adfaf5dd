import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { call, courierCarries } from "./api";
import { bothWidths, launchBrowser, openPage } from "./browser";
import { adminToken, listingBy, photoFile, sellerWithBank, signInAsAdmin, TINY_PHOTO } from "./listings";
import { paidOrderByApi } from "./orders-api";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface OrderView {
  returnShipment: { awb: string | null } | null;
  refund: { amount: number } | null;
  totalPaid: number;
}

/** The sandbox courier brings the return pickup back to the seller: picked up, then delivered (as the courier scans). */
async function returnPickupDelivered(orderId: string, token: string) {
  let awb: string | null | undefined;
  await expect
    .poll(
      async () => (awb = (await call<OrderView>("GET", `/orders/${orderId}`, undefined, token)).returnShipment?.awb),
    )
    .toBeTruthy();
  for (const status of [42, 7]) {
    const res = await fetch(`${inject("baseURL")}/sandbox/courier/shipments/${awb}/scan`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status }),
    });
    expect(res.ok, await res.text()).toBe(true);
  }
}

/** A delivered order of `title` bought by a fresh buyer: set up through the API (checkout.e2e.ts clicks a purchase). */
async function deliveredOrder(title: string) {
  const seller = await sellerWithBank("Meher");
  const productId = await listingBy(seller, { title, price: 5000 }, { approve: true });
  const buyer = await verifiedPerson("Ravi");
  const orderId = await paidOrderByApi(buyer, productId);
  const admin = await adminToken();
  await call("PUT", `/orders/${orderId}/accept`, undefined, seller.token);
  await courierCarries(orderId, admin, "delivered");
  return { seller, buyer, orderId, admin };
}

async function claimFaulty(page: Page, orderId: string) {
  await page.goto(`/track-orders/${orderId}`);
  await page.getByRole("button", { name: "Request Return" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a return" });
  await dialog.getByRole("radio", { name: "It arrived faulty or damaged" }).check();
  await dialog.getByRole("button", { name: "Request Return" }).click();
  // Words and a photo are required for a faulty item: the dialog says so before anything is sent.
  await expect.poll(() => dialog.getByRole("alert").textContent()).toContain("Please describe");
  await dialog.getByLabel("Describe the problem").fill("The blade guard is cracked and the fan wobbles");
  await dialog.locator('input[type="file"]').setInputFiles([photoFile("crack.jpg"), photoFile("wobble.jpg")]);
  await expect.poll(() => dialog.getByRole("img", { name: /^Photo \d$/ }).count()).toBe(2);
  await bothWidths(page, "returns-claim-dialog");
  await dialog.getByRole("button", { name: "Request Return" }).click();
  await expect.poll(() => page.getByTestId("return-claim").textContent()).toContain("The blade guard is cracked");
}

describe("a return checked before money moves (390 px)", () => {
  it("faulty claim with photos -> pickup -> the seller disputes -> the admin refunds less the fee", async () => {
    const title = `Usha table fan ${Date.now() % 100000}`;
    const { seller, buyer, orderId, admin } = await deliveredOrder(title);
    const buyerPage = await openPage(browser, "phone");
    await signInAs(buyerPage.page, buyer);
    await claimFaulty(buyerPage.page, orderId);
    expect(await buyerPage.page.getByRole("list", { name: "Buyer's photo" }).getByRole("img").count()).toBe(2);

    // The admin approves (the pickup is booked) and the courier brings it back: the seller's 48 hours start.
    const [claim] = await call<{ id: string }[]>("GET", `/orders/${orderId}/returns`, undefined, buyer.token);
    await call("PUT", `/admin/returns/${claim!.id}/approve`, undefined, admin);
    await returnPickupDelivered(orderId, buyer.token);

    // The seller sees the buyer's words and photos, never the buyer, and disputes with a photo of their own.
    const sellerPage = await openPage(browser, "phone");
    await signInAs(sellerPage.page, seller);
    await sellerPage.page.goto(`/track-orders/${orderId}`);
    const check = sellerPage.page.getByTestId("seller-check");
    await expect.poll(() => check.isVisible()).toBe(true);
    expect(await sellerPage.page.getByTestId("return-claim").textContent()).toContain("The blade guard is cracked");
    expect(await sellerPage.page.getByTestId("return-claim").textContent()).not.toContain(buyer.email);
    await check.getByRole("button", { name: "Dispute" }).click();
    await check.getByLabel("What is wrong").selectOption("damaged_after_delivery");
    await check.getByLabel("Describe it").fill("The guard was whole when packed; see the packing photo");
    await check.locator('input[type="file"]').setInputFiles([photoFile("packed.jpg")]);
    await bothWidths(sellerPage.page, "returns-seller-dispute");
    await check.getByRole("button", { name: "Send dispute" }).click();
    await expect.poll(() => toastWith(sellerPage.page, "Dispute sent").first().isVisible()).toBe(true);
    // While disputed nothing moves.
    expect((await call<OrderView>("GET", `/orders/${orderId}`, undefined, buyer.token)).refund).toBeNull();

    // The admin sees both sides (disputes first) and decides with a note.
    const adminPage = await openPage(browser, "phone");
    await signInAsAdmin(adminPage.page);
    await adminPage.page.goto("/admin-panel?tab=returns&status=disputed");
    const card = adminPage.page.getByRole("article").filter({ hasText: title });
    await expect.poll(() => card.getByTestId("return-sides").isVisible()).toBe(true);
    await bothWidths(adminPage.page, "returns-admin-dispute");
    await card.getByRole("button", { name: "Refund less the return fee" }).click();
    const prompt = adminPage.page.getByRole("dialog");
    await prompt.getByLabel("Decision note").fill("Photos show the crack before packing; the fee is kept");
    await prompt.getByRole("button", { name: "Refund less the return fee" }).click();
    await expect.poll(() => toastWith(adminPage.page, "Dispute decided").first().isVisible()).toBe(true);

    const order = await call<OrderView>("GET", `/orders/${orderId}`, undefined, buyer.token);
    expect(order.refund?.amount).toBe(order.totalPaid - 100);
    await buyerPage.page.reload();
    await expect
      .poll(() => buyerPage.page.getByTestId("return-claim").textContent())
      .toContain("Refund less the return fee");
    await bothWidths(buyerPage.page, "returns-buyer-decided");
    for (const p of [buyerPage, sellerPage, adminPage]) {
      expect(p.problems).toEqual([]);
      await p.close();
    }
  });

  it("the seller's Received as described refunds in full at once", async () => {
    const title = `Bajaj mixer ${Date.now() % 100000}`;
    const { seller, buyer, orderId, admin } = await deliveredOrder(title);
    const asked = await call<{ id: string }>(
      "POST",
      `/orders/${orderId}/return`,
      { reason: "received_faulty", details: "Motor hums, does not spin", photos: [TINY_PHOTO] },
      buyer.token,
    );
    await call("PUT", `/admin/returns/${asked.id}/approve`, undefined, admin);
    await returnPickupDelivered(orderId, buyer.token);
    const sellerPage = await openPage(browser, "phone");
    await signInAs(sellerPage.page, seller);
    await sellerPage.page.goto(`/track-orders/${orderId}`);
    await sellerPage.page.getByRole("button", { name: "Received as described" }).click();
    await expect
      .poll(() =>
        toastWith(sellerPage.page, /buyer is refunded/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const order = await call<OrderView>("GET", `/orders/${orderId}`, undefined, buyer.token);
    expect(order.refund?.amount).toBe(order.totalPaid);
    expect(sellerPage.problems).toEqual([]);
    await sellerPage.close();
  });
});
