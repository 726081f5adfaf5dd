import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "@contract/notification-preferences";
import { call } from "./api";
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import { signInAs, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each change is saved by its own PUT: wait for the server's answer before the next step reads it back. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/notification-preferences") && r.request().method() === "PUT");

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("notification settings at %s width", (viewport) => {
  it("e-mail off for one kind and new quiet hours are saved at once and kept after a reload", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const person = await verifiedPerson(viewport === "phone" ? "Asha" : "Dev");
    await signInAs(page, person);
    await page.goto("/dashboard?tab=account");
    const section = page.getByRole("region", { name: "Notification settings" });
    const email = section.getByRole("switch", { name: "E-mail for Order updates" });
    await expect.poll(() => email.isVisible()).toBe(true);
    expect(await email.isChecked()).toBe(true);
    // A kind whose event mails on its own offers no e-mail switch; WhatsApp waits for the person's consent.
    expect(await section.getByRole("switch", { name: "E-mail for A new offer on your listing" }).count()).toBe(0);
    // The new-order mail and the buyer's receipt always go: no switch for them either.
    expect(await section.getByRole("switch", { name: "E-mail for A new order to accept" }).count()).toBe(0);
    expect(await section.getByRole("switch", { name: "WhatsApp for A new order to accept" }).isDisabled()).toBe(true);

    await Promise.all([saved(page), email.uncheck()]);
    const from = section.getByLabel("From", { exact: true });
    expect(await from.inputValue()).toBe("22:00");
    await Promise.all([saved(page), from.fill("23:30")]);
    await section.getByRole("heading", { name: "Notification settings" }).scrollIntoViewIfNeeded();
    await screenshot(page, `notification-settings-${viewport}`);

    await page.reload();
    await expect.poll(() => email.isVisible()).toBe(true);
    expect(await email.isChecked()).toBe(false);
    expect(await section.getByLabel("From", { exact: true }).inputValue()).toBe("23:30");
    expect(await section.getByLabel("To", { exact: true }).inputValue()).toBe("08:00");

    const stored = await call<NotificationPreferences>("GET", "/notification-preferences", undefined, person.token);
    expect(stored.kinds.find((k) => k.kind === "order_status")?.channels.email).toBe(false);
    expect(stored.quietHours).toEqual({ start: "23:30", end: "08:00" });
    expect(problems).toEqual([]);
    await close();
  });
});
