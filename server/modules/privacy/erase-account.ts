import { PRIVACY_MESSAGES, type DeleteAccountInput } from "@contract/privacy";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict } from "../../lib/errors";
import { eraseAddresses } from "../addresses";
import { checkPassword, forgetSignIns } from "../auth";
import { eraseBankAccounts } from "../bank-accounts";
import type { ListingFiles } from "../catalog";
import { eraseSellerListings, lockSellerListings } from "../catalog";
import { forgetContactQueries } from "../contact";
import { announceSessionsEnded, eraseNotifications } from "../notifications";
import { erasePushSubscriptions } from "../push";
import { eraseAccountRow, lockAccount } from "../users";
import { eraseWhatsAppOptIn } from "../whatsapp";
import { eraseWishlist } from "../wishlist";
import { findBlockers } from "./blockers-repo";

export interface EraseDeps {
  db: Db;
  files: ListingFiles;
  client: { ip?: string };
}

const BLOCKED = "Your account cannot be erased yet. These must finish first:";

/**
 * The erasure (DPDP Act s.12; decision 0047), all or nothing in one transaction: the account's row lock first, so
 * concurrent erasures queue and the later ones find it done; then the seller's listings' locks, which a purchase
 * takes too, so an order placed a moment before is seen (and refuses the erasure) and a purchase a moment after
 * finds its listing delisted (and is refunded). What the law keeps (orders, payments, payouts, ledger, and the
 * invoices when they arrive) stays, pointing at a row that no longer names anyone.
 */
export async function eraseAccount(deps: EraseDeps, user: typeof users.$inferSelect, input: DeleteAccountInput) {
  await checkPassword(deps.db, deps.client, user, input.password, PRIVACY_MESSAGES.passwordWrong);
  const folders = await deps.db.transaction(async (tx) => {
    const person = await lockAccount(tx, user.id);
    if (!person || person.erasedAt) return [];
    await lockSellerListings(tx, user.id);
    const blockers = await findBlockers(tx, user.id);
    if (blockers.length > 0) throw conflict(BLOCKED, { blockers });
    const unused = await eraseSellerListings(tx, deps.files, user.id);
    await forgetSignIns(tx, person);
    await eraseAddresses(tx, user.id);
    await eraseBankAccounts(tx, user.id);
    await eraseNotifications(tx, user.id);
    await erasePushSubscriptions(tx, user.id);
    await eraseWishlist(tx, user.id);
    await eraseWhatsAppOptIn(tx, user.id);
    await forgetContactQueries(tx, person);
    await eraseAccountRow(tx, user.id);
    return unused;
  });
  // The stored photos go after the commit: a rolled-back erasure must not have lost them.
  await deps.files.releaseFolders(folders);
  await announceSessionsEnded(deps.db, user.id);
  return { success: true, message: PRIVACY_MESSAGES.deleted };
}
