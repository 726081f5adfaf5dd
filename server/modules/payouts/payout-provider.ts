/**
 * One interface for the payouts provider (RazorpayX; the built-in sandbox answers the same protocol). A call whose
 * answer was lost (time-out, network, 5xx) throws GatewayUnreachable: what the provider did is unknown, and the
 * caller looks before it acts again. A 4xx comes back as `refused` with the provider's words.
 */

/** A payout as the provider reports it (POST, GET, list or webhook). */
export interface ProviderPayout {
  id: string;
  status: string;
  utr: string | null;
  referenceId: string | null;
  /** Our attempt number, carried in the payout's notes: an old attempt's payout must not touch a newer one. */
  attempt: string | null;
  /** status_details.reason (bank_account_invalid, beneficiary_bank_offline, ...). */
  reason: string | null;
  amountPaise: number;
}

/** A penny drop as the provider reports it: `created` waits for the bank; `completed` carries the verdict. */
export interface ProviderValidation {
  id: string;
  status: string;
  accountStatus: string | null;
  registeredName: string | null;
}

export type Refusable<T> = { kind: "ok"; value: T } | { kind: "refused"; reason: string };

export interface PayoutProvider {
  createContact(contact: {
    name: string;
    email: string;
    mobile: string;
    referenceId: string;
  }): Promise<Refusable<string>>;
  createFundAccount(
    contactId: string,
    account: { name: string; ifsc: string; accountNumber: string },
  ): Promise<Refusable<string>>;
  validate(fundAccountId: string, bankAccountId: string): Promise<Refusable<ProviderValidation>>;
  getValidation(id: string): Promise<ProviderValidation>;
  /** `body` is sent byte for byte as stored: a retry with the same key must carry the same body. */
  createPayout(idempotencyKey: string, body: string): Promise<Refusable<ProviderPayout>>;
  getPayout(id: string): Promise<ProviderPayout>;
  findPayouts(referenceId: string): Promise<ProviderPayout[]>;
  /** Every payout made in the window (by creation time, both ends included), page by page to the end: reconciliation. */
  listPayouts(window: { from: Date; to: Date }): Promise<ProviderPayout[]>;
}
