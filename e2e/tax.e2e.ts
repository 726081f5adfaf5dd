import { eq, sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../server/db/schema/orders";
import { makeDuePayouts } from "../server/modules/settlement";
import { confirmAndCarry, testSale } from "../server/test/test-orders";
import { requester, testAccount } from "../server/test/test-people";
import { pageWithSession, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import { startInProcessApp, stopInProcessApp, type InProcessApp } from "./in-process-app";

/** India's taxes in a browser: the seller's PAN form, the order's tax invoices, the admin's Tax tab. */
let t: InProcessApp["t"];
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  ({ t, baseURL, browser } = await startInProcessApp());
});
afterAll(() => stopInProcessApp({ t, browser }));

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

async function pageAs(person: Awaited<ReturnType<typeof testAccount>>, viewport: ViewportName) {
  const user = (await req("GET", "/api/auth/me", person.token)).json().user;
  return pageWithSession(browser, { baseURL, viewport, token: person.token, user });
}

describe("India's taxes in the browser", () => {
  it("a seller gives a PAN: a bad one is refused with words, a good one shows masked", async () => {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const seller = await testAccount(t.db, { label: "Meena Iyer", taxId: false });
      const { page, close } = await pageAs(seller, viewport);
      await page.goto("/account/payouts");
      const value = page.getByLabel("PAN", { exact: true });
      await value.fill("ABCDE12345");
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/5 letters, 4 digits/);
      await screenshot(page, `tax-pan-refused-${viewport}`);
      await value.fill("abcpe1234f");
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByTestId("tax-id-masked").textContent()).toContain("XXXXXX234F");
      await screenshot(page, `tax-pan-saved-${viewport}`);
      await close();
    }
  });

  it("the buyer downloads the order's tax invoice and the admin's Tax tab matches the ledger", async () => {
    const s = await testSale(t.app, t.db, {
      address: "Asha Rao, 9876501234, 12 Church Street, Bengaluru, Karnataka - 560001",
    });
    await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, s.order.id));
    await makeDuePayouts(t.db);
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const buyer = await pageAs(s.buyer, viewport);
      await buyer.page.goto(`/track-orders/${s.order.id}`);
      await expect.poll(() => buyer.page.getByTestId("invoice-row").count()).toBe(1);
      const download = buyer.page.waitForEvent("download");
      await buyer.page.getByRole("button", { name: "PDF" }).click();
      expect((await download).suggestedFilename()).toMatch(/^dobara-DI-\d{4}-\d{6}\.pdf$/);
      await screenshot(buyer.page, `tax-order-invoice-${viewport}`);
      await buyer.close();

      const admin = await pageAs(s.admin, viewport);
      await admin.page.goto("/admin-panel?tab=tax");
      await expect.poll(() => admin.page.getByTestId("gst-ledger-check").textContent()).toMatch(/Matches the ledger/);
      await screenshot(admin.page, `tax-admin-${viewport}`);
      await admin.close();
    }
  });
});
