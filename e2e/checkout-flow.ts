import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { bothWidths } from "./browser";
import { adminToken } from "./listings";
import { toastWith } from "./people";

/** From the product page to the order summary, through the address page (a new address, or the saved default). */
export async function buyNow(page: Page, productId: string, newAddress: boolean) {
  await page.goto(`/products/${productId}`);
  await page.getByTestId("buy-now").click();
  await page.waitForURL(/\/address-entry\?/);
  if (newAddress) {
    await expect.poll(() => page.getByRole("heading", { name: "Add a delivery address" }).isVisible()).toBe(true);
    await page.getByLabel("Recipient's name *").fill("Asha Rao");
    await page.getByLabel("Phone *").fill("98765 43210");
    await page.getByLabel("Address line 1 *").fill("Flat 4B, Sunshine Apartments");
    await page.getByLabel("Address line 2").fill("Indiranagar 2nd Stage");
    // The pincode fills in the city and state from the directory; the city stays editable.
    await page.getByLabel("Pincode *").fill("560038");
    await expect.poll(() => page.getByLabel("City *").inputValue()).toBe("Bengaluru");
    expect(await page.getByLabel("State *").inputValue()).toBe("Karnataka");
    await page.getByLabel("City *").fill("Bengaluru");
    await bothWidths(page, "checkout-address-entry");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect.poll(() => toastWith(page, "Your address has been saved successfully!").isVisible()).toBe(true);
  } else {
    await expect.poll(() => page.getByRole("radio", { name: /Flat 4B, Sunshine Apartments/ }).isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: /Flat 4B/ }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Continue to Checkout" }).click();
  }
  await page.waitForURL(/\/order-summary\?/);
  await expect.poll(() => page.getByRole("heading", { name: "Order summary" }).isVisible()).toBe(true);
  expect(await page.getByTestId("delivery-address").textContent()).toContain("Karnataka - 560038");
  // The URL names the address by its id only.
  expect(decodeURIComponent(page.url())).not.toContain("Sunshine");
}

/** Proceed to Payment: /paynow posts the form to the gateway, here the built-in sandbox page. */
export async function toSandbox(page: Page) {
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL(/\/sandbox\/payu/, { timeout: 15_000 });
}

/**
 * The demo coupon WELCOME10 as SEED_DEMO makes it (the browser tests' server starts without demo data), made by an
 * admin through the panel's API; a second test file asking again gets 409, which is fine.
 */
export async function ensureWelcome10() {
  const res = await fetch(`${inject("baseURL")}/api/admin/coupons`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({
      code: "WELCOME10",
      description: "10% off your first purchase, up to ₹500",
      discountType: "percentage",
      discountValue: 10,
      maxDiscountAmount: 500,
      firstOrderOnly: true,
    }),
  });
  if (res.status !== 201 && res.status !== 409) throw new Error(`creating WELCOME10 answered ${res.status}`);
}
