import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, mailCount, mailedCode, openPage, screenshot, VIEWPORTS, type ViewportName } from "./browser";
import {
  enterCode,
  logOut,
  newPerson,
  openMenu,
  passwordLogin,
  pasteInto,
  register,
  registeredByApi,
  signInAs,
  toastWith,
  verifiedPerson,
} from "./people";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("accounts at %s width", (viewport) => {
  // Each test signs up a person of its own: none relies on the account, or the password, an earlier one left behind.
  const first = viewport === "phone" ? "Priya" : "Arjun";

  it("registers, verifies the emailed code, shows the name, logs out", async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    const person = newPerson(first);
    await page.goto("/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect
      .poll(() => page.getByText("Please confirm you are 16 or older and accept the Terms").isVisible())
      .toBe(true);
    await screenshot(page, `register-errors-${viewport}`);

    const code = await register(page, person);
    expect(await page.getByRole("button", { name: "Verify" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /Resend code in \d+s/ }).isDisabled()).toBe(true);
    await screenshot(page, `verify-email-${viewport}`);

    const wrong = code === "000000" ? "111111" : "000000";
    await enterCode(page, wrong);
    await expect.poll(() => toastWith(page, "Verification Failed").count()).toBeGreaterThan(0);
    expect(await toastWith(page, "Invalid OTP. Please check the code and try again.").count()).toBeGreaterThan(0);

    await enterCode(page, code);
    // Then the mobile's own code, which may wait until the first listing.
    await expect.poll(() => page.getByRole("heading", { name: "Verify your mobile" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Skip for now" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByTestId("header-user").textContent()).toContain(person.fullName.split(" ")[0]);
    const stored = await page.evaluate(() => [
      localStorage.getItem("dobara_token"),
      localStorage.getItem("token"),
      localStorage.getItem("user"),
    ]);
    expect(stored.every(Boolean)).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    const menu = await openMenu(page);
    expect(await menu.getByText(`Hello, ${person.fullName.split(" ")[0]}!`).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
    await screenshot(page, `menu-signed-in-${viewport}`);
    await page.keyboard.press("Escape");

    const token = stored[0]!;
    await logOut(page);
    expect(await page.evaluate(() => [localStorage.getItem("dobara_token"), localStorage.getItem("token")])).toEqual([
      null,
      null,
    ]);
    const me = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    expect(problems).toEqual([]);
    await close();
  });

  it("logs in with a one-time code from email", async () => {
    const { page, close } = await openPage(browser, viewport);
    const person = await verifiedPerson(first);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Email Code" }).click();
    await page.getByLabel("Email address").fill(person.email);
    const before = mailCount();
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Enter your login code" }).isVisible()).toBe(true);
    await screenshot(page, `login-code-${viewport}`);
    const code = await mailedCode(person.email, before);
    await enterCode(page, code === "000000" ? "111111" : "000000");
    await expect.poll(() => toastWith(page, /^OTP Login Failed$/).count()).toBeGreaterThan(0);
    await enterCode(page, code);
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    expect(await toastWith(page, "Login Successful!").count()).toBeGreaterThan(0);
    await close();
  });

  it("resets a forgotten password and logs in with the new one", async () => {
    const { page, close } = await openPage(browser, viewport);
    const person = await verifiedPerson(first);
    await page.goto("/login");
    await screenshot(page, `login-${viewport}`);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email address").fill(person.email);
    const before = mailCount();
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Set a new password" }).isVisible()).toBe(true);
    const code = await mailedCode(person.email, before);
    // A code copied from the mail as "158 761" keeps all six digits.
    await pasteInto(page, "6-digit code", `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await page.getByLabel("6-digit code").inputValue()).toBe(code);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect.poll(() => page.getByText("Password must be at least 8 characters").isVisible()).toBe(true);
    await screenshot(page, `reset-errors-${viewport}`);
    person.password = `${person.password}-new`;
    await page.getByLabel("New password", { exact: true }).fill(person.password);
    await page.getByLabel("Confirm new password").fill(person.password);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Password" }).isVisible()).toBe(true);

    await passwordLogin(page, person.username, person.password);
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    await close();
  });

  it("sends guests on login routes to /login and back afterwards", async () => {
    const { page, close } = await openPage(browser, viewport);
    const person = await verifiedPerson(first);
    await page.goto("/list-product");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await expect.poll(() => page.getByText("Log in to list your product").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Sign up" }).first().getAttribute("href")).toBe("/register");
    await page.getByRole("tab", { name: "Email Code" }).click();
    await page.getByRole("button", { name: "Log In with Mobile" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("login-identifier");
    await screenshot(page, `login-to-sell-${viewport}`);

    await page.goto("/dashboard?tab=orders");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard?tab=orders");
    await page.getByLabel("Email, username or mobile").fill(person.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/dashboard?tab=orders");

    // The server cannot be asked about the stored token: wait on the page, keep the session, retry.
    await page.route("**/api/auth/me", (route) => route.fulfill({ status: 503, body: "" }));
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Checking your sign-in" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(
      await page.evaluate(() => Boolean(localStorage.getItem("dobara_token") && localStorage.getItem("token"))),
    ).toBe(true);
    await screenshot(page, `session-check-pending-${viewport}`);
    await page.unroute("**/api/auth/me");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Checking your sign-in" }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await page.goto("/admin-panel");
    await expect.poll(() => page.getByRole("heading", { name: /not found/i }).isVisible()).toBe(true);
    await close();
  });
});

describe("account edge cases", () => {
  it("offers registration for an unknown account, prefilled", async () => {
    const { page, close } = await openPage(browser, "phone");
    await page.goto("/");
    const menu = await openMenu(page);
    await expect
      .poll(() => menu.getByRole("link").allTextContents())
      .toEqual(["Browse Products", "Login", "Sign Up", "हिन्दी"]);
    await page.keyboard.press("Escape");
    await passwordLogin(page, "nobody.here@example.in", "whatever-it-is");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/register");
    expect(await page.getByLabel("Email address").inputValue()).toBe("nobody.here@example.in");
    expect(await toastWith(page, "Account Not Found").count()).toBeGreaterThan(0);
    await close();
  });

  it("says a wrong password is wrong without saying which part", async () => {
    const { page, close } = await openPage(browser, "desktop");
    // Signed in with an API session: the tests above register and sign in through the forms.
    const person = await verifiedPerson("Kavya");
    await signInAs(page, person);
    await page.goto("/");
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    // A 401 from a credential form is the form's answer: the stored session survives it.
    await page.goto("/admin-login");
    await page.getByLabel("Mobile number").fill(person.mobile);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login as Admin" }).click();
    await expect.poll(() => toastWith(page, /^Login failed$/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => Boolean(localStorage.getItem("dobara_token")))).toBe(true);
    expect(await page.getByTestId("header-user").isVisible()).toBe(true);
    await logOut(page);
    await passwordLogin(page, person.email, "not-the-password");
    await expect.poll(() => toastWith(page, /^Login Failed$/).count()).toBeGreaterThan(0);
    expect(await toastWith(page, "Invalid credentials").count()).toBeGreaterThan(0);
    await close();
  });

  it("keeps the register form honest as it is filled: digits-only mobile, an early password mismatch, a pasted code", async () => {
    const { page, problems, close } = await openPage(browser, "phone");
    const person = newPerson("Meera");
    await page.goto("/register");
    const mobile = page.getByLabel("Mobile number");
    expect(await mobile.getAttribute("inputmode")).toBe("numeric");
    await mobile.pressSequentially("98abc76-5");
    expect(await mobile.inputValue()).toBe("98765");
    await mobile.fill("");
    await pasteInto(page, "Mobile number", "+91 98765 43210x");
    expect(await mobile.inputValue()).toBe("9876543210");

    // Every other field is still empty or wrong: the mismatch must show anyway once the confirmation is left.
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByLabel("Confirm password").fill(`${person.password}x`);
    expect(await page.getByText("Passwords don't match").count()).toBe(0);
    await page.getByLabel("Confirm password").blur();
    await expect.poll(() => page.getByText("Passwords don't match").isVisible()).toBe(true);
    expect(await page.getByText("Full name must be at least 2 characters").count()).toBe(0);
    await screenshot(page, "register-mismatch-phone");
    await page.getByLabel("Password", { exact: true }).fill(`${person.password}x`);
    await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(0);

    const code = await register(page, person);
    await pasteInto(page, "6-digit code", `    ${code}`);
    expect(await page.getByLabel("6-digit code").inputValue()).toBe(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("asks an unverified account to verify, then signs it in", async () => {
    const { page, close } = await openPage(browser, "phone");
    // Registered through the API (the register form has its own tests above), its code not yet entered.
    const person = newPerson("Rohan");
    const code = await registeredByApi(person);
    await passwordLogin(page, person.username, person.password);
    await expect.poll(() => page.getByRole("dialog", { name: "Email Verification Required" }).isVisible()).toBe(true);
    await screenshot(page, "verify-overlay-phone");
    await page.getByRole("button", { name: "Send Verification Email" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Verify your email" }).isVisible()).toBe(true);
    // The code mailed at registration is still the live one: a resend inside 60 s is refused by the server.
    expect(await toastWith(page, "Code Already Sent").count()).toBeGreaterThan(0);
    await enterCode(page, code);
    await expect.poll(() => page.getByTestId("header-user").isVisible()).toBe(true);
    await close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`admin logs in at /admin-login and reaches the admin panel (${viewport})`, async () => {
      const { page, problems, close } = await openPage(browser, viewport);
      await page.goto("/admin-panel");
      await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
      await page.goto("/admin-login");
      await page.getByLabel("Mobile number").fill("98x76");
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Login as Admin" }).click();
      await expect.poll(() => page.getByText("Mobile number must be 10 digits").isVisible()).toBe(true);
      await page.getByLabel("Mobile number").fill(inject("adminMobile"));
      await page.getByRole("button", { name: "Login as Admin" }).click();
      await expect.poll(() => toastWith(page, "Invalid admin credentials").count()).toBeGreaterThan(0);
      expect(await toastWith(page, /^Login failed$/).count()).toBeGreaterThan(0);
      await screenshot(page, `admin-login-${viewport}`);
      await page.getByLabel("Password", { exact: true }).fill(inject("adminPassword"));
      await page.getByRole("button", { name: "Login as Admin" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/admin-panel");
      await expect.poll(() => page.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(true);
      const menu = await openMenu(page);
      expect(await menu.getByRole("link", { name: "Admin Panel" }).isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await page.goto("/admin");
      await expect.poll(() => page.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await close();
    });
  }
});
