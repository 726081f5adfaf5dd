import { randomBytes, randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { canonicalCity } from "@contract/cities";
import { BILL_MAX_BYTES, IMAGE_MAX_BYTES } from "@contract/products";
import type { Db } from "../db/client";
import { bankAccounts } from "../db/schema/bank-accounts";
import { sellerTaxIds } from "../db/schema/seller-tax";
import { products } from "../db/schema/products";
import type { Encryptor } from "../lib/encryption";
import { processBillPhoto, processImage } from "../lib/images";
import { toNumber } from "../lib/numbers";
import { hashPassword } from "../lib/passwords";
import type { Storage } from "../lib/storage";
import { seedDemoCoupons } from "../modules/coupons";
import { insertUser } from "../modules/users";
import { demoPhoto } from "./demo-images";
import { DEMO_LISTINGS, DEMO_SELLERS } from "./demo-listings";

/**
 * The demo sellers' password on the embedded database, printed in the README so anyone trying Dobara on their
 * own machine can sign in as a seller. Never used on PostgreSQL (where SEED_DEMO is a deliberate choice and the
 * database may be reachable by others): there each demo seller gets a random password nobody knows.
 */
export const DEMO_SELLER_PASSWORD = "dobara-demo-seller";

/** A person's PAN (made up, of the right shape), so the demo's payouts can leave (docs/tax.md). */
async function giveDemoPan(db: Db, encryptor: Encryptor, userId: string, i: number) {
  const pan = `DMOP${String.fromCharCode(65 + (i % 26))}${String(1000 + i)}D`;
  await db.insert(sellerTaxIds).values({
    userId,
    kind: "pan",
    valueEncrypted: encryptor.encrypt(pan),
    last4: pan.slice(-4),
    individual: "yes",
  });
}

/**
 * SEED_DEMO: on an empty catalogue, a few verified sellers and about forty approved listings, their photos
 * run through the same image pipeline as real uploads. `knownPassword`: the sellers sign in with
 * DEMO_SELLER_PASSWORD; otherwise their passwords are random and never shown.
 */
export async function seedDemo(
  deps: { db: Db; storage: Storage; encryptor: Encryptor; knownPassword?: boolean },
  log: { info: (msg: string) => void },
) {
  const { db, storage, encryptor } = deps;
  await seedDemoCoupons(db);
  const [existing] = await db.select({ n: count() }).from(products);
  if (toNumber(existing?.n) > 0) return;

  const started = Date.now();
  const sellers = [];
  for (const [i, s] of DEMO_SELLERS.entries()) {
    const user = await insertUser(db, {
      fullName: s.fullName,
      username: s.username,
      email: `${s.username.replace("_", ".")}@demo.dobara.in`,
      mobile: `90000000${String(i + 10)}`,
      passwordHash: await hashPassword(
        deps.knownPassword ? DEMO_SELLER_PASSWORD : randomBytes(24).toString("base64url"),
      ),
      role: "seller",
      isVerified: true,
      // The README's demo sellers list at once: their demo mobiles count as proven.
      mobileVerified: true,
    });
    const accountNumber = `50100${String(48213370 + i * 7919).padStart(9, "0")}`;
    const [bank] = await db
      .insert(bankAccounts)
      .values({
        userId: user.id,
        accountHolderName: s.fullName,
        accountNumberEncrypted: encryptor.encrypt(accountNumber),
        accountNumberLast4: accountNumber.slice(-4),
        ifscCode: "HDFC0000123",
        bankName: "HDFC Bank",
        accountType: "savings",
        isPrimary: true,
        isVerified: true,
      })
      .returning({ id: bankAccounts.id });
    await giveDemoPan(db, encryptor, user.id, i);
    sellers.push({ user, bankId: bank!.id, place: s });
  }

  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const seller = sellers[listing.seller]!;
    const images: string[] = [];
    for (let v = 0; v < listing.photos; v++) {
      const urls = await processImage(storage, await demoPhoto(listing, i, v), {
        maxBytes: IMAGE_MAX_BYTES,
        index: v + 1,
        folder: `img/${randomUUID()}`,
      });
      images.push(urls.full);
    }
    // A listing that says it has a bill carries its photo, as the listing form requires; a stand-in picture here.
    const billPhoto = listing.hasBill
      ? await processBillPhoto(storage, await demoPhoto(listing, i, 1), {
          maxBytes: BILL_MAX_BYTES,
          folder: `bill/${randomUUID()}`,
        })
      : null;
    const { seller: _s, photos: _p, ...fields } = listing;
    await db.insert(products).values({
      ...fields,
      images,
      sellerId: seller.user.id,
      status: "approved",
      isAvailable: true,
      hasBill: listing.hasBill ?? false,
      billPhoto,
      selectedBankAccountId: seller.bankId,
      addressLine1: seller.place.line1,
      pincode: seller.place.pincode,
      city: canonicalCity(seller.place.city),
      state: seller.place.state,
      // Spread over the last three weeks so "newest first" looks like a living marketplace.
      createdAt: new Date(Date.now() - (DEMO_LISTINGS.length - i) * 11 * 3600_000),
    });
  }
  log.info(
    `Demo data: ${sellers.length} sellers and ${DEMO_LISTINGS.length} approved listings created in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
