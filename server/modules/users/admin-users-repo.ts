import { asc, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { users } from "../../db/schema/users";

/** `%` and `_` in what the admin typed are letters, not wildcards. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of accounts, newest first, matching `q` in username, name, e-mail or mobile. Never the password hash. */
export function listUsers(db: Db, filter: { q?: string; limit: number; offset: number }) {
  const pattern = filter.q && contains(filter.q);
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      isVerified: users.isVerified,
      mobileVerified: users.mobileVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      pattern
        ? or(
            ilike(users.username, pattern),
            ilike(users.fullName, pattern),
            ilike(users.email, pattern),
            ilike(users.mobile, pattern),
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** These users' payout accounts, primary first; the encrypted number is not read. */
export function listAccountsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bankAccounts.id,
      userId: bankAccounts.userId,
      accountHolderName: bankAccounts.accountHolderName,
      accountNumberLast4: bankAccounts.accountNumberLast4,
      ifscCode: bankAccounts.ifscCode,
      bankName: bankAccounts.bankName,
      branchName: bankAccounts.branchName,
      accountType: bankAccounts.accountType,
      isPrimary: bankAccounts.isPrimary,
      isVerified: bankAccounts.isVerified,
      verificationStatus: bankAccounts.verificationStatus,
      verificationNote: bankAccounts.verificationNote,
      registeredName: bankAccounts.registeredName,
    })
    .from(bankAccounts)
    .where(inArray(bankAccounts.userId, userIds))
    .orderBy(desc(bankAccounts.isPrimary), asc(bankAccounts.createdAt));
}

export async function bankAccountExists(db: Db, id: string) {
  const [row] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return Boolean(row);
}
