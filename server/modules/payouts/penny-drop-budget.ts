import {
  PENNY_DROP_REUSE_DAYS,
  PENNY_DROPS_PER_NUMBER_PER_DAY,
  PENNY_DROPS_PER_SELLER_PER_DAY,
} from "@contract/bank-accounts";
import type { Tx } from "../../db/client";
import * as providerRepo from "./provider-repo";

/**
 * Each penny drop debits our account, so before one is paid for (docs/decisions/0036-payout-accounts-and-penny-drops.md):
 * - the bank's answer for the same account number and IFSC from the last PENNY_DROP_REUSE_DAYS days is used instead,
 *   whoever added it (the answer is about the account; whose name it is is decided for each seller afresh);
 * - at most PENNY_DROPS_PER_SELLER_PER_DAY for one seller and PENNY_DROPS_PER_NUMBER_PER_DAY for one account number
 *   are paid in any 24 hours.
 * Counted in the database under advisory locks, so the limits hold across instances and concurrent requests.
 */
export type PennyDropStart =
  | { kind: "reused"; accountStatus: string; registeredName: string | null }
  | { kind: "paid"; validationId: string }
  | { kind: "limited"; by: "seller" | "number" };

interface Account {
  id: string;
  userId: string;
  ifscCode: string;
  accountNumberFingerprint: string | null;
}

/**
 * Decides, in the caller's transaction, whether a penny drop is paid for; a paid one is recorded (its validation row)
 * before the transaction ends, so a concurrent request counts it. `onlyActive`: a seller asking again after "invalid"
 * wants the bank asked again, so only an "active" answer is reused then.
 */
export async function reservePennyDrop(tx: Tx, account: Account, onlyActive: boolean): Promise<PennyDropStart> {
  const fingerprint = account.accountNumberFingerprint;
  await providerRepo.lockPennyDrops(tx, `seller:${account.userId}`);
  if (fingerprint) {
    await providerRepo.lockPennyDrops(tx, `number:${fingerprint}`);
    const known = await providerRepo.recentAnswer(tx, fingerprint, account.ifscCode, PENNY_DROP_REUSE_DAYS, onlyActive);
    if (known?.accountStatus)
      return { kind: "reused", accountStatus: known.accountStatus, registeredName: known.registeredName };
  }
  if ((await providerRepo.pennyDropsTodayOfSeller(tx, account.userId)) >= PENNY_DROPS_PER_SELLER_PER_DAY)
    return { kind: "limited", by: "seller" };
  if (fingerprint && (await providerRepo.pennyDropsTodayOfNumber(tx, fingerprint)) >= PENNY_DROPS_PER_NUMBER_PER_DAY)
    return { kind: "limited", by: "number" };
  const row = await providerRepo.insertValidation(tx, {
    bankAccountId: account.id,
    accountNumberFingerprint: fingerprint,
    ifscCode: account.ifscCode,
  });
  return { kind: "paid", validationId: row.id };
}
