import { maskAccountNumber, type BankAccount, type CreateBankAccountInput } from "@contract/bank-accounts";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import type { Encryptor } from "../../lib/encryption";
import { forbidden, notFound } from "../../lib/errors";
import { findBankAccount, insertBankAccount, listBankAccounts, setPrimary, type BankAccountRow } from "./bank-accounts-repo";

type User = typeof users.$inferSelect;

export interface BankAccountDeps {
  db: Db;
  encryptor: Encryptor;
}

export function toBankAccountView(row: BankAccountRow): BankAccount {
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
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFor(db: Db, viewer: User, userId: string) {
  if (viewer.id !== userId && viewer.role !== "admin") throw forbidden("You can only see your own bank accounts");
  return (await listBankAccounts(db, userId)).map(toBankAccountView);
}

export async function addBankAccount({ db, encryptor }: BankAccountDeps, owner: User, input: CreateBankAccountInput & { accountType: "savings" | "current"; ifscCode: string }) {
  if (input.userId !== undefined && input.userId !== owner.id) throw forbidden("You can only add bank accounts to your own account");
  const row = await insertBankAccount(
    db,
    {
      userId: owner.id,
      accountHolderName: input.accountHolderName,
      accountNumberEncrypted: encryptor.encrypt(input.accountNumber),
      accountNumberLast4: input.accountNumber.slice(-4),
      ifscCode: input.ifscCode,
      bankName: input.bankName,
      branchName: input.branchName ?? null,
      accountType: input.accountType,
    },
    input.isPrimary === true,
  );
  return toBankAccountView(row);
}

/** Someone else's account answers 404, so account ids cannot be probed. */
export async function makePrimary(db: Db, owner: User, id: string) {
  const account = await findBankAccount(db, id);
  if (!account || account.userId !== owner.id) throw notFound("Bank account not found");
  const row = await setPrimary(db, owner.id, id);
  if (!row) throw notFound("Bank account not found");
  return toBankAccountView(row);
}
