import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { bankAccounts } from "../db/schema/bank-accounts";
import { sellerTaxIds } from "../db/schema/seller-tax";
import { users } from "../db/schema/users";
import { startSession } from "../modules/auth/session-service";
import { insertUser } from "../modules/users/users-repo";

let n = 0;

/**
 * A signed-in account made straight in the database (the auth API has tests of its own), with a primary bank
 * account and (unless told otherwise) a verified mobile, so it can list at once. Unique names and mobiles within a test file's database.
 */
export async function testAccount(
  db: Db,
  opts: {
    role?: "buyer" | "seller" | "admin";
    verified?: boolean;
    mobileVerified?: boolean;
    label?: string;
    taxId?: boolean;
  } = {},
) {
  n += 1;
  const label = opts.label ?? "Person";
  const user = await insertUser(db, {
    fullName: `${label} ${n}`,
    username: `${label.toLowerCase().replace(/[^a-z0-9]/g, "")}_${n}`,
    mobile: `9${String(100000000 + n)}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]/g, "")}${n}@example.in`,
    passwordHash: "unused",
    role: opts.role ?? "seller",
    isVerified: opts.verified ?? true,
    mobileVerified: opts.mobileVerified ?? opts.verified ?? true,
  });
  const token = await startSession(db, user.id, {});
  const [bank] = await db
    .insert(bankAccounts)
    .values({
      userId: user.id,
      accountHolderName: user.fullName,
      accountNumberEncrypted: "v1:test",
      accountNumberLast4: "1234",
      ifscCode: "SBIN0001234",
      bankName: "State Bank of India",
      isPrimary: true,
    })
    .returning();
  // A person's PAN (exempt from TDS while small), so a payout can leave as it could before PANs were asked for.
  if (opts.taxId !== false)
    await db
      .insert(sellerTaxIds)
      .values({ userId: user.id, kind: "pan", valueEncrypted: "v1:test", last4: "234F", individual: "yes" });
  return { user, token, bankId: bank!.id };
}

/** Moves an account's creation this many days back, as if it had been made then (the API cannot). */
export async function ageAccount(db: Db, userId: string, days: number) {
  await db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}

/** A request as a signed-in person (or a visitor without a token), answered by the app in-process. */
export const requester =
  (app: FastifyInstance) =>
  (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A valid listing body of a kind without product types (home & garden), for tests about what happens to it. */
/**
 * An 8 x 8 JPEG as the listing form sends a photo (a listing needs at least one): small, so the many tests that list
 * something spend next to nothing on the image pipeline.
 */
export const TINY_PHOTO =
  "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBh5//2Q==";

export const almirahListing = (bankId: string, extra: Record<string, unknown> = {}) => ({
  title: "Godrej steel almirah, 2 doors",
  description: "Sturdy, no rust, with locker and keys.",
  price: 6500,
  category: "home_garden",
  condition: "good",
  images: [TINY_PHOTO],
  selectedBankAccountId: bankId,
  addressLine1: "4 Park Street",
  pincode: "700016",
  city: "Kolkata",
  state: "West Bengal",
  ...extra,
});
