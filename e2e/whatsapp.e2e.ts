import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import { signInAs, toastWith, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("WhatsApp updates at %s width", (viewport) => {
  it("the Account tab's unticked box names Dobara, WhatsApp and the number; ticking and unticking take at once", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const person = await verifiedPerson(viewport === "phone" ? "Meera" : "Kabir");
    await signInAs(page, person);
    await page.goto("/dashboard?tab=account");
    const spaced = `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`;
    const box = page.getByRole("switch", {
      name: `Send me order and offer updates from Dobara on WhatsApp at ${spaced} (reply STOP to stop)`,
    });
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    // The box shows what the server stored: it turns once the answer is back, not at the click.
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect
      .poll(() => toastWith(page, "You will get order and offer updates on WhatsApp.").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/^On since/).isVisible()).toBe(true);
    await page.getByRole("heading", { name: "WhatsApp updates" }).scrollIntoViewIfNeeded();
    await screenshot(page, `whatsapp-opted-in-${viewport}`, { fullPage: false });
    expect((await call<{ optedIn: boolean }>("GET", "/whatsapp/opt-in", undefined, person.token)).optedIn).toBe(true);
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    await expect.poll(() => toastWith(page, "WhatsApp updates are off.").isVisible()).toBe(true);
    expect((await call<{ optedIn: boolean }>("GET", "/whatsapp/opt-in", undefined, person.token)).optedIn).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});
