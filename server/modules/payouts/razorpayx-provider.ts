import { callGateway, GatewayUnreachable, type GatewayAnswer } from "../payments";
import type { PayoutProvider, ProviderPayout, ProviderValidation, Refusable } from "./payout-provider";
import type { PayoutSettings } from "./payout-settings";

/** The most a page of RazorpayX's payout list holds. */
const PAGE = 100;

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const record = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** Reads a payout entity, from an API answer or a webhook's payload. */
export function readPayout(entity: Record<string, unknown>): ProviderPayout | undefined {
  const id = text(entity.id);
  const status = text(entity.status);
  if (!id || !status) return undefined;
  return {
    id,
    status,
    utr: text(entity.utr),
    referenceId: text(entity.reference_id),
    attempt: text(record(entity.notes).attempt),
    reason: text(record(entity.status_details).reason),
    amountPaise: Number(entity.amount) || 0,
  };
}

export function readValidation(entity: Record<string, unknown>): ProviderValidation | undefined {
  const id = text(entity.id);
  const status = text(entity.status);
  if (!id || !status) return undefined;
  const results = record(entity.results);
  return { id, status, accountStatus: text(results.account_status), registeredName: text(results.registered_name) };
}

/** One authenticated call to RazorpayX: what every method of the provider shares. */
type RazorpayxCall = (
  method: "GET" | "POST",
  path: string,
  body?: string,
  extra?: Record<string, string>,
) => Promise<GatewayAnswer>;

const refusal = (answer: GatewayAnswer) => {
  const error = record(answer.body.error);
  // Digits long enough to be an account number never reach our rows or logs, whatever the answer echoes.
  const said = String(error.description ?? "no reason given").replace(/\d{9,}/g, "[number]");
  return `RazorpayX answered ${answer.status}: ${said.slice(0, 200)}`;
};

function answerOf<T>(answer: GatewayAnswer, read: (b: Record<string, unknown>) => T | undefined): Refusable<T> {
  // 409: a request with this key is still being processed: unknown, not refused.
  if (answer.status === 409) throw new GatewayUnreachable("RazorpayX is still processing the request");
  if (answer.status >= 400) return { kind: "refused", reason: refusal(answer) };
  const value = read(answer.body);
  if (value === undefined) throw new GatewayUnreachable("RazorpayX's answer is not what it documents");
  return { kind: "ok", value };
}

async function create<T>(
  call: RazorpayxCall,
  path: string,
  body: unknown,
  read: (b: Record<string, unknown>) => T | undefined,
) {
  const answer = await call("POST", path, JSON.stringify(body));
  return answerOf(answer, read);
}

async function read(call: RazorpayxCall, path: string) {
  const answer = await call("GET", path);
  if (answer.status >= 400) throw new GatewayUnreachable(refusal(answer));
  return answer.body;
}

/** One page of `GET /v1/payouts` for our account. */
async function listPage(call: RazorpayxCall, accountNumber: string, params: Record<string, string>) {
  const query = new URLSearchParams({ account_number: accountNumber, ...params });
  const body = await read(call, `/v1/payouts?${query.toString()}`);
  return Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
}

async function listPayouts(call: RazorpayxCall, accountNumber: string, window: { from: Date; to: Date }) {
  // Unix seconds, both ends included: [from, to) becomes [from, to - 1 s], as with Razorpay's payment lists.
  const from = String(Math.floor(window.from.getTime() / 1000));
  const to = String(Math.ceil(window.to.getTime() / 1000) - 1);
  const all: ProviderPayout[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await listPage(call, accountNumber, { from, to, count: String(PAGE), skip: String(skip) });
    all.push(...page.map(readPayout).filter((p): p is ProviderPayout => p !== undefined));
    if (page.length < PAGE) return all;
  }
}

const idOf = (b: Record<string, unknown>) => text(b.id) ?? undefined;

/** RazorpayX over plain HTTP (its Node SDK has no payouts): Basic auth with the key pair, JSON, amounts in paise. */
export function razorpayxProvider(settings: PayoutSettings): PayoutProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  const call: RazorpayxCall = (method, path, body, extra = {}) =>
    callGateway(settings.transport, {
      method,
      url: `${settings.apiUrl}${path}`,
      headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }), ...extra },
      ...(body === undefined ? {} : { payload: body }),
      timeoutMs: settings.timeoutMs,
    });

  return {
    createContact: (c) =>
      create(
        call,
        "/v1/contacts",
        { name: c.name, email: c.email, contact: c.mobile, type: "vendor", reference_id: c.referenceId, notes: {} },
        idOf,
      ),

    createFundAccount: (contactId, a) =>
      create(
        call,
        "/v1/fund_accounts",
        {
          contact_id: contactId,
          account_type: "bank_account",
          bank_account: { name: a.name, ifsc: a.ifsc, account_number: a.accountNumber },
        },
        idOf,
      ),

    validate: (fundAccountId, bankAccountId) =>
      create(
        call,
        "/v1/fund_accounts/validations",
        {
          account_number: settings.accountNumber,
          fund_account: { id: fundAccountId },
          amount: 100,
          currency: "INR",
          notes: { bank_account_id: bankAccountId },
        },
        readValidation,
      ),

    async getValidation(id) {
      const v = readValidation(await read(call, `/v1/fund_accounts/validations/${encodeURIComponent(id)}`));
      if (!v) throw new GatewayUnreachable("RazorpayX's validation answer is not what it documents");
      return v;
    },

    async createPayout(idempotencyKey, body) {
      return answerOf(await call("POST", "/v1/payouts", body, { "x-payout-idempotency": idempotencyKey }), readPayout);
    },

    async getPayout(id) {
      const p = readPayout(await read(call, `/v1/payouts/${encodeURIComponent(id)}`));
      if (!p) throw new GatewayUnreachable("RazorpayX's payout answer is not what it documents");
      return p;
    },

    async findPayouts(referenceId) {
      const items = await listPage(call, settings.accountNumber, { reference_id: referenceId, count: String(PAGE) });
      return items.map(readPayout).filter((p): p is ProviderPayout => p !== undefined && p.referenceId === referenceId);
    },

    listPayouts: (window) => listPayouts(call, settings.accountNumber, window),
  };
}
