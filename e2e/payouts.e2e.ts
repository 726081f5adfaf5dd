import { eq, sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccountValidations } from "../server/db/schema/payout-provider";
import { orders } from "../server/db/schema/orders";
import { confirmAndCarry, testSale } from "../server/test/test-orders";
import { requester, testAccount } from "../server/test/test-people";
import { pageWithSession, screenshotsWanted, VIEWPORTS, type ViewportName } from "./browser";
import { startInProcessApp, stopInProcessApp, type InProcessApp } from "./in-process-app";

/**
 * Sellers paid without a click, in a browser. This test boots the app in its own process (its jobs every second, the
 * sandbox settling after 2 seconds) so it can move the sale's clock past the return window, as days passing would.
 */
const SHOTS = process.env.PAYOUT_SHOTS_DIR ?? "e2e/screenshots";
let t: InProcessApp["t"];
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  ({ t, baseURL, browser } = await startInProcessApp({
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
    JOB_INTERVAL_SECONDS: "1",
    SANDBOX_PAYOUT_SECONDS: "2",
  }));
});
afterAll(() => stopInProcessApp({ t, browser }));

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A page signed in as `person`. */
async function pageAs(person: Awaited<ReturnType<typeof testAccount>>, viewport: ViewportName) {
  const user = (await req("GET", "/api/auth/me", person.token)).json().user;
  return pageWithSession(browser, { baseURL, viewport, token: person.token, user });
}

/** Screenshots only when asked for (E2E_SCREENSHOTS=1 or PAYOUT_SHOTS_DIR), as browser.ts takes them: no test reads them. */
const shoot = async (page: Page, name: string) => {
  if (screenshotsWanted || process.env.PAYOUT_SHOTS_DIR)
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe("sellers paid without a click (sandbox)", () => {
  it("adds a bank account and sees it verified, sells, the window passes, the payout shows paid with a UTR, the CSV has it", async () => {
    const seller = await testAccount(t.db, { label: "Anil Kumar Sharma" });
    const { page, errors, close } = await pageAs(seller, "desktop");
    await page.goto("/dashboard?tab=account");
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await page.getByLabel("Account holder name").fill("Anil Kumar Sharma");
    await page.getByLabel("Account number", { exact: true }).fill("50100123456789");
    await page.getByLabel("Confirm account number").fill("50100123456789");
    await page.getByLabel("IFSC code").fill("HDFC0001234");
    await page.getByLabel("Bank name", { exact: true }).selectOption("HDFC Bank");
    await page.getByRole("dialog").getByRole("button", { name: "Add Bank Account" }).click();
    const card = page.locator("div.rounded-xl", { hasText: "XXXXXX6789" });
    await expect.poll(() => card.textContent()).toContain("Verifying...");
    await shoot(page, "bank-verifying-1280");
    // The sandbox's bank answers within 2 seconds: the page asks again by itself.
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain("Verified");
    const accounts = (await req("GET", `/api/bank-accounts/${seller.user.id}`, seller.token)).json();
    const verified = accounts.find((a: { accountNumber: string }) => a.accountNumber === "XXXXXX6789");
    expect(verified.isVerified).toBe(true);

    // Sold on that account, delivered, and the return window passed (the clock moved 49 hours).
    const sale = await testSale(t.app, t.db, { seller: { ...seller, bankId: verified.id } });
    await confirmAndCarry(t.app, t.db, sale.order.id, sale.admin.token);
    // Delivered, the buyer's return window open: the money shows as coming, with the day it falls due.
    await page.goto("/account/payouts");
    const coming = page.getByTestId("upcoming-row").first();
    await expect.poll(() => coming.textContent()).toContain("₹6,305");
    expect(await coming.textContent()).toMatch(
      /Due on \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m if the buyer keeps it/,
    );
    expect(await page.getByText("No sales on their way").count()).toBe(0);
    await shoot(page, "payouts-coming-1280");
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, sale.order.id));

    // The jobs make it due, send it, the sandbox processes it, its webhook says paid with a UTR.
    let utr = "";
    await expect
      .poll(
        async () => {
          const view = (await req("GET", `/api/orders/${sale.order.id}`, seller.token)).json();
          utr = view.payout?.bankReference ?? "";
          return view.payout?.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe("paid");
    expect(utr).toMatch(/^\d{12}$/);

    await page.goto("/dashboard?tab=orders");
    await page
      .getByRole("tab", { name: "My Sales" })
      .or(page.getByRole("button", { name: "My Sales" }))
      .first()
      .click();
    await expect.poll(() => page.getByTestId("sale-card").first().textContent()).toContain(`UTR ${utr}`);
    await shoot(page, "my-sales-1280");

    await page.goto("/account/payouts");
    await expect.poll(() => page.getByTestId("payout-row").first().textContent()).toContain(`UTR ${utr}`);
    await shoot(page, "payouts-1280");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const csv = await (await download.createReadStream())!.toArray();
    const text = Buffer.concat(csv as Buffer[]).toString("utf8");
    expect(text).toContain(`,${sale.order.orderNumber},"Godrej steel almirah, 2 doors",6500,195,0,6305,${utr}`);
    expect(errors).toEqual([]);
    // The sandbox's own page: what a person decides by hand, and what it settled by itself.
    await page.goto("/sandbox/payouts");
    await expect.poll(() => page.getByText("Sandbox payouts").count()).toBeGreaterThan(0);
    await shoot(page, "sandbox-1280");
    await close();

    // The same screens on a phone, and the other verification states beside the verified one.
    for (const [holder, number, outcome, name] of [
      ["Anil Sharma", "50100123450001", "active", "SUNIL VERMA"],
      ["Anil Sharma", "50100123450002", "invalid", undefined],
    ] as const) {
      const added = await req("POST", "/api/bank-accounts", seller.token, {
        accountHolderName: holder,
        accountNumber: number,
        confirmAccountNumber: number,
        ifscCode: "SBIN0001234",
        bankName: "State Bank of India",
      });
      const [v] = await t.db
        .select()
        .from(bankAccountValidations)
        .where(eq(bankAccountValidations.bankAccountId, added.json().id));
      await t.app.inject({
        method: "POST",
        url: `/sandbox/payouts/control/validations/${v!.providerValidationId}`,
        payload: { outcome, ...(name ? { registered_name: name } : {}) },
      });
    }
    await req("POST", "/api/bank-accounts", seller.token, {
      accountHolderName: "Anil Kumar Sharma",
      accountNumber: "50100123450003",
      ifscCode: "ICIC0001234",
      bankName: "ICICI Bank",
    });
    // A second sale, just delivered: the phone's Payouts page shows it coming beside the paid one.
    const next = await testSale(t.app, t.db, { seller: { ...seller, bankId: verified.id }, admin: sale.admin });
    await confirmAndCarry(t.app, t.db, next.order.id, sale.admin.token);
    for (const viewport of ["phone", "desktop"] as const) {
      const width = VIEWPORTS[viewport].width;
      const view = await pageAs(seller, viewport);
      await view.page.goto("/dashboard?tab=account");
      await expect.poll(() => view.page.getByText("Needs review").count()).toBeGreaterThan(0);
      await shoot(view.page, `bank-states-${width}`);
      if (viewport === "phone") {
        await view.page.goto("/account/payouts");
        await expect.poll(() => view.page.getByTestId("payout-row").count()).toBeGreaterThan(0);
        await expect.poll(() => view.page.getByTestId("upcoming-row").count()).toBe(1);
        await shoot(view.page, `payouts-${width}`);
        await view.page.goto("/dashboard?tab=orders");
        await view.page
          .getByRole("tab", { name: "My Sales" })
          .or(view.page.getByRole("button", { name: "My Sales" }))
          .first()
          .click();
        await expect.poll(() => view.page.getByTestId("sale-card").count()).toBeGreaterThan(0);
        await shoot(view.page, `my-sales-${width}`);
      }
      expect(view.errors).toEqual([]);
      await view.close();
    }
  });
});
