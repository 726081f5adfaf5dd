import {
  BANK_MESSAGES,
  MAX_LIVE_BANK_ACCOUNTS,
  maskAccountNumber,
  type BankAccount,
  type CreateBankAccountInput,
} from "@contract/bank-accounts";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { requireSelfOrAdmin } from "../auth";
import {
  clearPrimary,
  countLiveAccounts,
  findBankAccount,
  findLiveDuplicate,
  findOwnBankAccount,
  hasBankAccount,
  insertBankAccount,
  listBankAccounts,
  lockUserAccounts,
  markPrimary,
  type BankAccountRow,
} from "./bank-accounts-repo";
import type { Deps } from "../../deps";

type User = typeof users.$inferSelect;

export interface BankAccountDeps extends Pick<Deps, "db" | "encryptor"> {
  /** Starts the penny drop for a new account (payouts by API); absent, the account waits for the admin's Verify. */
  verify?: (accountId: string) => Promise<void>;
}

function toBankAccountView(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    userId: row.userId,
    accountHolderName: row.accountHolderName,
    accountNumber: maskAccountNumber(row.accountNumberLast4),
    ifscCode: row.ifscCode,
    bankName: row.bankName,
    branchName: row.branchName,
    accountType: row.accountType,
    isPrimary: row.isPrimary,
    isVerified: row.isVerified,
    verificationStatus: row.verificationStatus,
    verificationNote: row.verificationNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFor(db: Db, viewer: User, userId: string) {
  requireSelfOrAdmin(viewer, userId, "You can only see your own bank accounts");
  return (await listBankAccounts(db, userId)).map(toBankAccountView);
}

export async function addBankAccount(
  { db, encryptor, verify }: BankAccountDeps,
  owner: User,
  input: CreateBankAccountInput & { accountType: "savings" | "current"; ifscCode: string },
) {
  if (input.userId !== undefined && input.userId !== owner.id)
    throw forbidden("You can only add bank accounts to your own account");
  const values = {
    userId: owner.id,
    accountHolderName: input.accountHolderName,
    accountNumberEncrypted: encryptor.encrypt(input.accountNumber),
    accountNumberLast4: input.accountNumber.slice(-4),
    accountNumberFingerprint: encryptor.fingerprint(input.accountNumber),
    ifscCode: input.ifscCode,
    bankName: input.bankName,
    branchName: input.branchName ?? null,
    accountType: input.accountType,
  };
  // The first account of a user becomes primary; the user's accounts are locked so two first adds cannot both be,
  // and so the cap and the duplicate check hold however many adds arrive at once.
  const row = await db.transaction(async (tx) => {
    await lockUserAccounts(tx, owner.id);
    if (await findLiveDuplicate(tx, owner.id, values.accountNumberFingerprint, values.ifscCode))
      throw conflict(BANK_MESSAGES.duplicate);
    if ((await countLiveAccounts(tx, owner.id)) >= MAX_LIVE_BANK_ACCOUNTS)
      throw conflict(BANK_MESSAGES.tooManyAccounts);
    const primary = input.isPrimary === true || !(await hasBankAccount(tx, owner.id));
    if (primary) await clearPrimary(tx, owner.id);
    return insertBankAccount(tx, {
      ...values,
      isPrimary: primary,
      verificationStatus: verify ? "verifying" : "unverified",
    });
  });
  if (!verify) return toBankAccountView(row);
  // After the commit: the provider is called with no transaction open; a lost answer is retried by the job.
  await verify(row.id);
  return toBankAccountView((await findBankAccount(db, row.id)) ?? row);
}

/** Someone else's account answers 404, so account ids cannot be probed. */
export async function makePrimary(db: Db, owner: User, id: string) {
  const account = await findBankAccount(db, id);
  if (!account || account.userId !== owner.id) throw notFound("Bank account not found");
  // Clears the old primary and sets the new one in one transaction: exactly one primary at any moment another reader can see.
  const row = await db.transaction(async (tx) => {
    await lockUserAccounts(tx, owner.id);
    await clearPrimary(tx, owner.id);
    return markPrimary(tx, owner.id, id);
  });
  if (!row) throw notFound("Bank account not found");
  return toBankAccountView(row);
}

export const isOwnBankAccount = async (db: Db, userId: string, accountId: string) =>
  Boolean(await findOwnBankAccount(db, accountId, userId));
