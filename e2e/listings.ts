import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { call } from "./api";
import { signInAs, verifiedPerson } from "./people";

export type Seller = Awaited<ReturnType<typeof verifiedPerson>> & { bankId: string };

/** A verified seller made through the API, with a bank account to list with. */
export async function sellerWithBank(first = "Kavya"): Promise<Seller> {
  const person = await verifiedPerson(first);
  const bank = await call<{ id: string }>(
    "POST",
    "/bank-accounts",
    {
      accountHolderName: person.fullName,
      accountNumber: "50100234567890",
      ifscCode: "HDFC0000240",
      bankName: "HDFC Bank",
    },
    person.token,
  );
  return { ...person, bankId: bank.id };
}

let adminSession: Promise<string> | undefined;
/** One admin sign-in per test file, however many listings it approves. */
export const adminToken = () =>
  (adminSession ??= call<{ token: string }>("POST", "/auth/admin-login", {
    mobile: inject("adminMobile"),
    password: inject("adminPassword"),
  }).then((r) => r.token));

/**
 * The admin signed into `page` with an API session, on the admin panel: for tests about the panel, not about signing in
 * at /admin-login (accounts.e2e.ts tests that).
 */
export async function signInAsAdmin(page: Page) {
  await signInAs(page, { token: await adminToken() });
  await page.goto("/admin-panel");
  await expect.poll(() => page.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(true);
}

/** Uploads a video as the listing form does (the raw file as the body) and answers the URL to list it with. */
export async function uploadVideo(seller: Seller, video: Buffer) {
  const res = await fetch(`${inject("baseURL")}/api/products/videos`, {
    method: "POST",
    headers: { "content-type": "video/mp4", authorization: `Bearer ${seller.token}` },
    body: new Uint8Array(video),
  });
  if (res.status !== 201) throw new Error(`video upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { videoUrl: string }).videoUrl;
}

/** An 8 x 8 JPEG as the form sends a photo: every listing needs one, and a small one costs the server nothing. */
export const TINY_PHOTO =
  "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBh5//2Q==";

/** A photo as the phone's file picker hands it over. */
export const photoFile = (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.from(TINY_PHOTO.split(",")[1]!, "base64"),
});

/**
 * A listing by `seller` made through the API: under review, or live once `approve` has an admin approve it. `fields`
 * replace those of a home & garden listing (photos as data: URLs, as the form sends them).
 */
export async function listingBy(seller: Seller, fields: Record<string, unknown>, { approve = false } = {}) {
  const body = {
    images: [TINY_PHOTO],
    title: "Godrej steel almirah",
    description: "Sturdy, no rust, with locker and keys.",
    price: 6500,
    category: "home_garden",
    condition: "good",
    selectedBankAccountId: seller.bankId,
    addressLine1: "4 Park Street",
    pincode: "700016",
    city: "Kolkata",
    state: "West Bengal",
    ...fields,
  };
  const { id } = await call<{ id: string }>("POST", "/products", body, seller.token);
  if (approve) await call("PUT", `/admin/products/${id}/approve`, undefined, await adminToken());
  return id;
}

/**
 * Approved listings made through the API (a new seller, a bank account, the listings, an admin's approval), for
 * browser tests about pages that show listings rather than about listing itself.
 */
export async function approvedListings(titles: string[]): Promise<string[]> {
  const seller = await sellerWithBank();
  const ids: string[] = [];
  for (const title of titles) ids.push(await listingBy(seller, { title }, { approve: true }));
  return ids;
}
