import type { AdminUser } from "@contract/admin-users";
import { maskAccountNumber } from "@contract/bank-accounts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { markBankAccountVerified } from "../bank-accounts";
import { bankAccountExists, listAccountsOf, listUsers } from "./admin-users-repo";
import { recordAdminAction } from "./audit-repo";

/** Part 2 §3 User (admin view): each account with its payout accounts, numbers masked (full only at payout). */
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
