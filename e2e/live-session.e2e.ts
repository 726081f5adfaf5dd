import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./api";
import { launchBrowser, mailCount, mailedCode, openPage } from "./browser";
import { passwordLogin, verifiedPerson } from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("an open page's live stream ends with its session", () => {
  it("a password reset elsewhere signs the open page out at once, without a reload", async () => {
    const person = await verifiedPerson("Meera");
    const { page, problems, close } = await openPage(browser, "desktop");
    await passwordLogin(page, person.email, person.password);
    await expect.poll(() => page.getByTestId("notification-bell").isVisible()).toBe(true);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const before = mailCount();
    await call("POST", "/auth/forgot-password", { email: person.email });
    await call("POST", "/auth/reset-password", {
      email: person.email,
      otp: await mailedCode(person.email, before),
      newPassword: "Brand-new-chai-42",
      confirmPassword: "Brand-new-chai-42",
    });

    await expect
      .poll(() => page.getByRole("link", { name: "Login" }).first().isVisible(), { timeout: 3000, interval: 50 })
      .toBe(true);
    expect(await page.getByTestId("notification-bell").isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
