import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { hmacSha256Hex } from "../../modules/payments";
import type { PayoutSettings } from "../../modules/payouts";
import * as books from "./books-repo";

/**
 * The sandbox's decisions on its own objects, by a person (the page), a test (the control API) or the clock
 * (SANDBOX_PAYOUT_SECONDS): each moves a validation or payout on as RazorpayX would, then tells us by a signed
 * webhook, exactly as RazorpayX does.
 */

export const unix = (d: Date) => Math.floor(d.getTime() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
export const digest = (text: string) => createHash("sha256").update(text).digest("hex");

export type ValidationOutcome = "active" | "invalid" | "failed";
export type PayoutOutcome = "processed" | "reversed" | "failed";

async function deliver(settings: PayoutSettings, event: string, contains: string, entity: Record<string, unknown>) {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_sandbox",
    event,
    contains: [contains],
    payload: { [contains]: { entity } },
    created_at: unix(new Date()),
  });
  await settings.transport({
    method: "POST",
    url: new URL("/api/webhooks/razorpayx", settings.apiUrl).href,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacSha256Hex(settings.webhookSecret, body),
      "x-razorpay-event-id": newId("evt"),
    },
    payload: body,
  });
}

/** A waiting validation completes (active or invalid) or fails; the bank's name is the holder's, upper-cased. */
export async function decideValidation(
  db: Db,
  settings: PayoutSettings,
  id: string,
  outcome: ValidationOutcome,
  registeredName?: string,
) {
  const row = await books.findObject(db, id, "fund_account.validation");
  if (!row) return undefined;
  const holder = String((row.entity.fund_account as { bank_account?: { name?: string } }).bank_account?.name ?? "");
  const entity = {
    ...row.entity,
    status: outcome === "failed" ? "failed" : "completed",
    utr: outcome === "failed" ? null : String(Date.now()).slice(-12),
    results: {
      account_status: outcome === "failed" ? "" : outcome,
      registered_name: outcome === "active" ? (registeredName ?? holder.toUpperCase()) : null,
    },
  };
  const moved = await books.moveObject(db, id, ["created"], entity, true);
  if (!moved) return row.entity;
  await deliver(
    settings,
    `fund_account.validation.${outcome === "failed" ? "failed" : "completed"}`,
    "fund_account.validation",
    entity,
  );
  return entity;
}

const REASONS: Record<PayoutOutcome, string | null> = {
  processed: null,
  reversed: "bank_account_closed",
  failed: "beneficiary_bank_offline",
};

/** processing -> processed (with a UTR) or failed; processed -> reversed. Anything else changes nothing. */
export async function decidePayout(db: Db, settings: PayoutSettings, id: string, outcome: PayoutOutcome) {
  const row = await books.findObject(db, id, "payout");
  if (!row) return undefined;
  const from = outcome === "reversed" ? ["processed"] : ["processing", "queued"];
  const reason = REASONS[outcome];
  const entity = {
    ...row.entity,
    status: outcome,
    utr:
      outcome === "failed"
        ? null
        : (row.entity.utr ??
          String(Number.parseInt(randomBytes(5).toString("hex"), 16))
            .padStart(12, "9")
            .slice(0, 12)),
    status_details: reason ? { description: `Sandbox: ${reason}`, source: "beneficiary_bank", reason } : null,
  };
  const moved = await books.moveObject(db, id, from, entity, true);
  if (!moved) return row.entity;
  await deliver(settings, `payout.${outcome}`, "payout", entity);
  return entity;
}

/** What nobody decided within SANDBOX_PAYOUT_SECONDS: an account ending 0000 is invalid, everything else succeeds. */
export async function settleSandboxPayouts(db: Db, settings: PayoutSettings, seconds: number) {
  let settled = 0;
  for (const row of await books.unsettled(db, seconds, 50)) {
    if (row.kind === "payout") {
      await decidePayout(db, settings, row.id, "processed");
    } else {
      const last4 = String(
        (row.entity.fund_account as { bank_account?: { account_number?: string } }).bank_account?.account_number ?? "",
      ).slice(-4);
      await decideValidation(db, settings, row.id, last4 === "0000" ? "invalid" : "active");
    }
    settled += 1;
  }
  return settled;
}
