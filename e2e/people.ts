import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy";
import { call, smsCode } from "./api";
import { appReady, mailCount, mailedCode } from "./browser";

let serial = 0;
/** A person nobody has registered yet in this run. */
export function newPerson(first: string) {
  const n = `${Date.now() % 1_000_000}${serial++}`.padStart(7, "0").slice(-7);
  return {
    fullName: `${first} Sharma`,
    username: `${first.toLowerCase()}_${n}`,
    email: `${first.toLowerCase()}.${n}@example.in`,
    mobile: `98${n}1`.slice(0, 10),
    password: `Chai-${n}-garam`,
  };
}
export type Person = ReturnType<typeof newPerson>;

export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

export async function register(page: Page, person: Person) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(person.fullName);
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel("Mobile number").fill(person.mobile);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByLabel("I mainly want to").selectOption("seller");
  await page.getByLabel(/16 or older/).check();
  const before = mailCount();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Verify your email" }).isVisible()).toBe(true);
  return mailedCode(person.email, before);
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

/** Puts text into the focused field the way a paste or an autofill does (one insertion, not keystrokes). */
export async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.insertText(text);
}

export async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  // The menu's code arrives with the first tap (decision 0028): wait for it to open before reading it.
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor();
  return menu;
}

export async function logOut(page: Page) {
  const menu = await openMenu(page);
  await Promise.all([page.waitForEvent("load"), menu.getByRole("button", { name: "Logout" }).click()]);
  await appReady(page);
  await expect.poll(() => page.getByRole("link", { name: "Login" }).first().isVisible()).toBe(true);
}

export async function passwordLogin(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email, username or mobile").fill(identifier);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/**
 * A registered and verified person (e-mail and mobile) made through the API, for a test about what such a person
 * does next: each test makes its own rather than relying on one an earlier test registered in the browser.
 */
export async function verifiedPerson(first: string) {
  const person = newPerson(first);
  const { token } = await call<{ token: string }>("POST", "/auth/verify-email", {
    email: person.email,
    otp: await registeredByApi(person),
  });
  await call("POST", "/auth/change-mobile", { mobile: person.mobile }, token);
  await call("POST", "/auth/change-mobile/verify", { otp: await smsCode(person.mobile) }, token);
  return { ...person, token };
}

/** Registers `person` through the API as the register form does, not yet verified: the code mailed to them. */
export async function registeredByApi(person: Person) {
  const before = mailCount();
  await call("POST", "/auth/register", {
    fullName: person.fullName,
    username: person.username,
    mobile: person.mobile,
    email: person.email,
    password: person.password,
    role: "seller",
    privacyNotice: PRIVACY_NOTICE_VERSION,
  });
  return mailedCode(person.email, before);
}

/**
 * Signs a person made through the API into `page`, as the login page would have stored the session: token and user
 * under both key pairs (web/src/lib/session.ts). The page it leaves open has not read them: go to the next page.
 */
export async function signInAs(page: Page, person: { token: string }) {
  const { user } = await call<{ user: unknown }>("GET", "/auth/me", undefined, person.token);
  await page.goto(`${inject("baseURL")}/`);
  await page.evaluate(
    ({ token, user }) => {
      for (const [t, u] of [
        ["dobara_token", "dobara_user"],
        ["token", "user"],
      ]) {
        localStorage.setItem(t!, token);
        localStorage.setItem(u!, user);
      }
    },
    { token: person.token, user: JSON.stringify(user) },
  );
}
