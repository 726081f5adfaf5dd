import type { AdminUser } from "@contract/admin-users";
import { BANK_MESSAGES, maskAccountNumber } from "@contract/bank-accounts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { markBankAccountRejected, markBankAccountVerified } from "../bank-accounts";
import { createNotification, notificationText } from "../notifications";
import { bankAccountExists, listAccountsOf, listUsers } from "./admin-users-repo";
import { recordAdminAction } from "../admin";

/** A user as the admin sees them (docs/product.md#admin-panel): each account with its payout accounts, numbers masked (full only at payout). */
export async function usersPage(db: Db, filter: { q?: string; limit: number; offset: number }): Promise<AdminUser[]> {
  const rows = await listUsers(db, filter);
  const accounts = await listAccountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((user) => ({
    ...user,
    createdAt: user.createdAt.toISOString(),
    bankAccounts: accounts
      .filter((a) => a.userId === user.id)
      .map(({ userId: _u, accountNumberLast4, ...a }) => ({
        ...a,
        accountNumber: maskAccountNumber(accountNumberLast4),
      })),
  }));
}

/** Idempotent: verifying a verified account answers the same and leaves no second audit row. */
export async function verifyBankAccount(db: Db, adminId: string, id: string) {
  const changed = await db.transaction(async (tx) => {
    const row = await markBankAccountVerified(tx, id);
    if (row)
      await recordAdminAction(tx, {
        adminId,
        action: "verify_bank_account",
        entityType: "bank_account",
        entityId: id,
        details: { userId: row.userId, accountNumber: maskAccountNumber(row.last4) },
      });
    return row;
  });
  if (!changed && !(await bankAccountExists(db, id))) throw notFound("Bank account not found");
  return {
    success: true,
    message: changed ? "Bank account verified" : "Bank account was already verified",
    isVerified: true,
  };
}

/**
 * The admin's No to an account whose bank holder is not plainly the seller (needs review, or waiting without a penny
 * drop): it is never paid to, stops counting toward the seller's cap, and the seller is told to add their own.
 */
export async function rejectBankAccount(db: Db, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await markBankAccountRejected(tx, id);
    if (!row) {
      if (!(await bankAccountExists(tx, id))) throw notFound("Bank account not found");
      throw conflict(BANK_MESSAGES.notForReview);
    }
    await recordAdminAction(tx, {
      adminId,
      action: "reject_bank_account",
      entityType: "bank_account",
      entityId: id,
      details: { userId: row.userId, accountNumber: maskAccountNumber(row.last4) },
    });
    await createNotification(tx, {
      userId: row.userId,
      type: "order_status",
      text: notificationText("bankAccountRejected", { last4: row.last4, rejected: BANK_MESSAGES.rejected }),
      link: "/dashboard?tab=account",
    });
  });
  return { success: true, message: "Bank account rejected", isVerified: false };
}
