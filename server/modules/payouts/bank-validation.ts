import { BANK_MESSAGES, VERIFY_RETRIES_PER_DAY } from "@contract/bank-accounts";
import type { users } from "../../db/schema/users";
import { loggableError } from "../../lib/database-errors";
import { conflict, notFound, tooManyRequests } from "../../lib/errors";
import { findForVerification, markVerifying, setFundAccount, settleVerification } from "../bank-accounts";
import { GatewayUnreachable } from "../payments";
import type { PayoutDeps } from "./payout-deps";
import type { ProviderValidation, Refusable } from "./payout-provider";
import { providerName, VALIDATION_NOTES } from "./payout-texts";
import { isSellersOwnAccount } from "./name-match";
import { moveFailedPayoutsTo } from "./payout-moves";
import { reservePennyDrop, type PennyDropStart } from "./penny-drop-budget";
import * as providerRepo from "./provider-repo";

/**
 * Bank accounts verified by a Re 1 penny drop (RazorpayX Fund Account Validation): a contact once per seller, a fund
 * account once per bank account, then a validation whose verdict comes back by the API, a webhook or the job's look.
 * Active, and the bank's holder name is the seller's own name (not the holder name typed on the form): verified.
 * Active, any other name: needs review (an admin approves or rejects). Invalid or failed: "Could not verify: {reason}",
 * and the seller may try again. A provider that refuses to validate leaves the account to the admin's Verify, as
 * before. A recent answer for the same number is reused and the paid ones are limited (penny-drop-budget.ts).
 */

const unreachable = (err: unknown) => err instanceof GatewayUnreachable;

/** The seller's contact and the account's fund account at the provider, made once and reused. */
export async function ensureFundAccount(deps: PayoutDeps, bankAccountId: string): Promise<Refusable<string>> {
  const found = await findForVerification(deps.db, bankAccountId);
  if (!found) return { kind: "refused", reason: "the bank account is gone" };
  if (found.account.fundAccountId) return { kind: "ok", value: found.account.fundAccountId };
  let contactId = await providerRepo.findContact(deps.db, found.account.userId);
  if (!contactId) {
    const made = await deps.provider.createContact({
      name: providerName(found.fullName),
      email: found.email,
      mobile: found.mobile,
      referenceId: found.account.userId,
    });
    if (made.kind === "refused") return made;
    contactId = await providerRepo.saveContact(deps.db, found.account.userId, made.value);
  }
  const fund = await deps.provider.createFundAccount(contactId, {
    name: providerName(found.account.accountHolderName, 120),
    ifsc: found.account.ifscCode,
    accountNumber: deps.encryptor.decrypt(found.account.accountNumberEncrypted),
  });
  if (fund.kind === "ok") await setFundAccount(deps.db, bankAccountId, fund.value);
  return fund;
}

type Found = NonNullable<Awaited<ReturnType<typeof findForVerification>>>;
interface Answer {
  completed: boolean;
  accountStatus: string | null;
  registeredName: string | null;
}

/** The bank's answer judged for this seller, while the account is being verified; a verified one takes failed payouts. */
async function settleAnswer(deps: PayoutDeps, found: Found, answer: Answer) {
  const verdict = !answer.completed
    ? { status: "failed" as const, note: VALIDATION_NOTES.unreachable }
    : answer.accountStatus !== "active"
      ? { status: "failed" as const, note: VALIDATION_NOTES.invalid }
      : isSellersOwnAccount(answer.registeredName, found)
        ? { status: "verified" as const, note: null }
        : { status: "needs_review" as const, note: null };
  const settled = await settleVerification(deps.db, found.account.id, {
    ...verdict,
    registeredName: answer.registeredName,
  });
  if (settled?.isVerified) await moveFailedPayoutsTo(deps, settled.userId, settled.id);
  return Boolean(settled);
}

/** The verdict of a penny drop, once: only the account's latest word while it is being verified counts. */
export async function applyValidation(deps: PayoutDeps, v: ProviderValidation) {
  const row = await providerRepo.findValidationByProviderId(deps.db, v.id);
  if (!row || row.status !== "created" || v.status === "created") return false;
  const found = await findForVerification(deps.db, row.bankAccountId);
  if (!found) return false;
  const registeredName = v.registeredName?.slice(0, 255) ?? null;
  await providerRepo.setValidation(deps.db, row.id, {
    status: v.status === "completed" ? "completed" : "failed",
    accountStatus: v.status === "completed" ? (v.accountStatus?.slice(0, 20) ?? null) : null,
    registeredName,
  });
  return settleAnswer(deps, found, {
    completed: v.status === "completed",
    accountStatus: v.accountStatus,
    registeredName,
  });
}

/** Asks the provider for a penny drop on the account (its validation row already made). */
async function askProvider(deps: PayoutDeps, bankAccountId: string, validationId: string) {
  try {
    const fund = await ensureFundAccount(deps, bankAccountId);
    const answer = fund.kind === "ok" ? await deps.provider.validate(fund.value, bankAccountId) : fund;
    if (answer.kind === "refused") {
      // The provider will not validate this account (or refused its details): it waits for the admin, as before.
      deps.log.info({ bankAccountId, reason: answer.reason }, "the payouts provider refused a penny drop");
      await providerRepo.setValidation(deps.db, validationId, { status: "refused" });
      await settleVerification(deps.db, bankAccountId, {
        status: "unverified",
        note: VALIDATION_NOTES.refused,
        registeredName: null,
      });
      return;
    }
    await providerRepo.setValidation(deps.db, validationId, { providerValidationId: answer.value.id });
    await applyValidation(deps, answer.value);
  } catch (err) {
    if (!unreachable(err)) throw err;
    // Unknown: the job asks again (the validation row still waits, with or without the provider's id).
    deps.log.warn({ bankAccountId, err: loggableError(err) }, "the payouts provider did not answer a penny drop");
  }
}

/** What follows the budget's decision: the reused answer judged, the limit told, or the provider asked. */
async function begin(deps: PayoutDeps, found: Found, start: PennyDropStart) {
  if (start.kind === "paid") return askProvider(deps, found.account.id, start.validationId);
  if (start.kind === "reused") return void (await settleAnswer(deps, found, { completed: true, ...start }));
  await settleVerification(deps.db, found.account.id, {
    status: "failed",
    note: start.by === "seller" ? VALIDATION_NOTES.sellerLimit : VALIDATION_NOTES.numberLimit,
    registeredName: null,
  });
}

/** A new account's penny drop (after the add committed). Never fails the add: a lost call is retried by the job. */
export async function startValidation(deps: PayoutDeps, bankAccountId: string) {
  if (deps.settings.mode !== "api") return;
  try {
    const found = await findForVerification(deps.db, bankAccountId);
    if (!found) return;
    const start = await deps.db.transaction((tx) => reservePennyDrop(tx, found.account, false));
    await begin(deps, found, start);
  } catch (err) {
    deps.log.warn({ bankAccountId, err: loggableError(err) }, "could not start a penny drop");
  }
}

type User = typeof users.$inferSelect;

/**
 * The seller tries again after "Could not verify": at most VERIFY_RETRIES_PER_DAY times a day after the first, and
 * within the penny-drop limits; an account an admin rejected is not checked again.
 */
export async function retryValidation(deps: PayoutDeps, owner: User, bankAccountId: string) {
  const found = await findForVerification(deps.db, bankAccountId);
  if (!found || found.account.userId !== owner.id) throw notFound("Bank account not found");
  if (deps.settings.mode !== "api") throw conflict(BANK_MESSAGES.verifyManual);
  if (found.account.isVerified) throw conflict(BANK_MESSAGES.alreadyVerified);
  if (found.account.verificationStatus === "rejected") throw conflict(BANK_MESSAGES.rejected);
  const start = await deps.db.transaction(async (tx) => {
    await providerRepo.lockAccountValidations(tx, bankAccountId);
    if ((await providerRepo.validationsToday(tx, bankAccountId)) >= 1 + VERIFY_RETRIES_PER_DAY)
      throw tooManyRequests(BANK_MESSAGES.retryLimit);
    if (!(await markVerifying(tx, bankAccountId))) throw conflict(BANK_MESSAGES.beingChecked);
    const decided = await reservePennyDrop(tx, found.account, true);
    if (decided.kind === "limited")
      throw tooManyRequests(decided.by === "seller" ? BANK_MESSAGES.sellerDailyLimit : BANK_MESSAGES.numberDailyLimit);
    return decided;
  });
  await begin(deps, found, start);
  return { message: BANK_MESSAGES.retrying };
}

/** The job's turn: penny drops whose answer is late are asked about; ones whose call was lost are asked again. */
export async function settleWaitingValidations(deps: PayoutDeps, afterSeconds = 60) {
  if (deps.settings.mode !== "api") return 0;
  let settled = 0;
  for (const row of await providerRepo.claimWaitingValidations(deps.db, 50, afterSeconds)) {
    try {
      if (!row.providerValidationId) await askProvider(deps, row.bankAccountId, row.id);
      else if (await applyValidation(deps, await deps.provider.getValidation(row.providerValidationId))) settled += 1;
    } catch (err) {
      deps.log.warn({ validationId: row.id, err: loggableError(err) }, "could not look a penny drop up");
    }
  }
  return settled;
}
