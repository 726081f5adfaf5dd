import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { formatRupees } from "@contract/money-format";
import { parseForm } from "../../modules/payments";
import type { PayoutSettings } from "../../modules/payouts";
import {
  decidePayout,
  decideValidation,
  digest,
  newId,
  unix,
  type PayoutOutcome,
  type ValidationOutcome,
} from "./settle";
import * as books from "./books-repo";
import { sandboxPayoutsPage } from "./page";

/**
 * The built-in sandbox's stand-in for RazorpayX (never registered with real settings): Contacts, Fund Accounts, Fund
 * Account Validation and Payouts under /sandbox/payouts/v1, with RazorpayX's rules (Basic auth, field limits, the
 * idempotency key and its body), a page where a person decides outcomes, and a control API for tests.
 */

type Body = Record<string, unknown>;
const NAME = /^[A-Za-z0-9 '’\-_/().]+$/;
const KEY = /^[A-Za-z0-9 _-]{4,36}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const MODES = ["IMPS", "NEFT", "RTGS"];
const PURPOSES = ["refund", "cashback", "payout", "salary", "utility bill", "vendor bill"];

const apiError = (reply: FastifyReply, status: number, description: string, field: string | null = null) =>
  reply.status(status).send({
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: null,
      reason: "input_validation_failed",
      metadata: {},
      field,
    },
  });

const str = (v: unknown) => (typeof v === "string" ? v : "");
/** A list's `from`/`to`: Unix seconds; absent, the given default; anything else undefined (a 400). */
const unixParam = (v: string | undefined, absent: number) =>
  v === undefined ? absent : /^\d{1,12}$/.test(v) ? Number(v) : undefined;
const goodName = (name: string, max: number) =>
  name.length >= 3 && name.length <= max && NAME.test(name) && !/['’\-_/()]$/.test(name);

const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

type Db = FastifyInstance["database"]["db"];

/** What every route of the stand-in shares: its books, the payout settings, and how long a payout takes to settle. */
interface PayoutsSandbox {
  db: Db;
  settings: PayoutSettings;
  seconds: number;
}

/** Contacts, fund accounts and their validations. */
function registerAccounts(app: FastifyInstance, { db }: PayoutsSandbox) {
  app.post("/sandbox/payouts/v1/contacts", async (request, reply) => {
    const b = bodyOf(request);
    const name = str(b.name);
    if (!goodName(name, 50)) return apiError(reply, 400, "The name format is invalid.", "name");
    const type = str(b.type);
    if (!["vendor", "customer", "employee", "self"].includes(type))
      return apiError(reply, 400, `Invalid type: ${type}`, "type");
    if (str(b.reference_id).length > 40)
      return apiError(reply, 400, "The reference id may not be greater than 40 characters.", "reference_id");
    const same = digest(JSON.stringify([name, b.email, b.contact, type, b.reference_id]));
    const existing = await books.findSame(db, "contact", same);
    if (existing) return reply.status(200).send(existing.entity);
    const id = newId("cont");
    const entity = {
      id,
      entity: "contact",
      name,
      contact: b.contact ?? null,
      email: b.email ?? null,
      type,
      reference_id: b.reference_id ?? null,
      active: true,
      notes: {},
      created_at: unix(new Date()),
    };
    await books.insertObject(db, {
      id,
      kind: "contact",
      bodyDigest: same,
      referenceId: str(b.reference_id) || null,
      entity,
    });
    return reply.status(201).send(entity);
  });

  app.post("/sandbox/payouts/v1/fund_accounts", async (request, reply) => {
    const b = bodyOf(request);
    const contact = await books.findObject(db, str(b.contact_id), "contact");
    if (!contact) return apiError(reply, 400, "The id provided does not exist", "contact_id");
    if (b.account_type !== "bank_account") return apiError(reply, 400, "Invalid account type", "account_type");
    const bank = (b.bank_account ?? {}) as Body;
    const [name, ifsc, number] = [str(bank.name), str(bank.ifsc), str(bank.account_number)];
    if (!goodName(name, 120)) return apiError(reply, 400, "The name format is invalid.", "name");
    if (!IFSC.test(ifsc)) return apiError(reply, 400, "The ifsc must be 11 characters.", "ifsc");
    if (!/^[A-Za-z0-9]{5,35}$/.test(number))
      return apiError(reply, 400, "The account number format is invalid.", "account_number");
    // The sandbox keeps a digest and the last 4 digits, never a seller's whole number.
    const same = digest(JSON.stringify([contact.id, name, ifsc, number]));
    const existing = await books.findSame(db, "fund_account", same);
    if (existing) return reply.status(200).send(existing.entity);
    const id = newId("fa");
    const entity = {
      id,
      entity: "fund_account",
      contact_id: contact.id,
      account_type: "bank_account",
      bank_account: { ifsc, bank_name: "Sandbox Bank", name, account_number: `XXXXXXX${number.slice(-4)}` },
      active: true,
      created_at: unix(new Date()),
    };
    await books.insertObject(db, { id, kind: "fund_account", bodyDigest: same, entity });
    return reply.status(201).send(entity);
  });
}

/** Validations of a fund account: started, then looked up. */
function registerValidations(app: FastifyInstance, { db, settings }: PayoutsSandbox) {
  app.post("/sandbox/payouts/v1/fund_accounts/validations", async (request, reply) => {
    const b = bodyOf(request);
    if (str(b.account_number) !== settings.accountNumber)
      return apiError(reply, 400, "The RazorpayX Account number is invalid.", "account_number");
    const fund = await books.findObject(db, str((b.fund_account as Body | undefined)?.id), "fund_account");
    if (!fund) return apiError(reply, 400, "The id provided does not exist", "fund_account.id");
    if (b.amount !== 100) return apiError(reply, 400, "The amount must be 100.", "amount");
    const id = newId("fav");
    const entity = {
      id,
      entity: "fund_account.validation",
      fund_account: fund.entity,
      status: "created",
      amount: 100,
      currency: "INR",
      notes: b.notes ?? {},
      results: { account_status: null, registered_name: null },
      created_at: unix(new Date()),
      utr: null,
    };
    await books.insertObject(db, { id, kind: "fund_account.validation", entity });
    return entity;
  });

  app.get("/sandbox/payouts/v1/fund_accounts/validations/:id", async (request, reply) => {
    const row = await books.findObject(db, (request.params as { id: string }).id, "fund_account.validation");
    return row ? row.entity : apiError(reply, 400, "The id provided does not exist");
  });

  /** Same key and body: the same payout, as it stands now; same key, another body: 400 (RazorpayX's rules). */
}

/** Payouts: created with an idempotency key, looked up and listed. */
function registerPayouts(app: FastifyInstance, { db, settings }: PayoutsSandbox) {
  app.post("/sandbox/payouts/v1/payouts", async (request, reply) => {
    const key = str(request.headers["x-payout-idempotency"]);
    if (!key)
      return apiError(
        reply,
        400,
        "Idempotency key is missing. Include idempotency header and key in the request.",
        "X-Payout-Idempotency",
      );
    if (!KEY.test(key)) return apiError(reply, 400, "The idempotency key format is invalid.", "X-Payout-Idempotency");
    const b = bodyOf(request);
    const sent = digest(JSON.stringify(b));
    const earlier = await books.findByKey(db, key);
    if (earlier)
      return earlier.bodyDigest === sent
        ? earlier.entity
        : apiError(reply, 400, "Different request body sent for the same Idempotency Header", "X-Payout-Idempotency");
    if (str(b.account_number) !== settings.accountNumber)
      return apiError(reply, 400, "The RazorpayX Account number is invalid.", "account_number");
    const fund = await books.findObject(db, str(b.fund_account_id), "fund_account");
    if (!fund) return apiError(reply, 400, "The id provided does not exist", "fund_account_id");
    if (!Number.isSafeInteger(b.amount) || Number(b.amount) < 100)
      return apiError(reply, 400, "The amount must be at least 100.", "amount");
    if (!MODES.includes(str(b.mode))) return apiError(reply, 400, "Invalid mode", "mode");
    if (!PURPOSES.includes(str(b.purpose))) return apiError(reply, 400, "Invalid purpose", "purpose");
    if (b.currency !== "INR") return apiError(reply, 400, "The currency must be INR.", "currency");
    if (str(b.reference_id).length > 40)
      return apiError(reply, 400, "The reference id may not be greater than 40 characters.", "reference_id");
    if (b.narration !== undefined && !/^[A-Za-z0-9 ]{1,30}$/.test(str(b.narration)))
      return apiError(reply, 400, "The narration format is invalid.", "narration");
    const id = newId("pout");
    const entity = {
      id,
      entity: "payout",
      fund_account_id: fund.id,
      amount: b.amount,
      currency: "INR",
      notes: b.notes ?? {},
      fees: 0,
      tax: 0,
      status: "processing",
      utr: null,
      mode: b.mode,
      purpose: b.purpose,
      reference_id: b.reference_id ?? null,
      narration: b.narration ?? null,
      batch_id: null,
      status_details: null,
      created_at: unix(new Date()),
      fee_type: "",
    };
    const made = await books.insertObject(db, {
      id,
      kind: "payout",
      idempotencyKey: key,
      bodyDigest: sent,
      referenceId: str(b.reference_id) || null,
      entity,
    });
    if (made) return entity;
    // Another request with this key got there first: this one answers that payout (or refuses another body).
    const first = (await books.findByKey(db, key))!;
    return first.bodyDigest === sent
      ? first.entity
      : apiError(reply, 400, "Different request body sent for the same Idempotency Header", "X-Payout-Idempotency");
  });
}

/** Payouts looked up and listed. */
function registerPayoutLookups(app: FastifyInstance, { db, settings }: PayoutsSandbox) {
  app.get("/sandbox/payouts/v1/payouts/:id", async (request, reply) => {
    const row = await books.findObject(db, (request.params as { id: string }).id, "payout");
    return row ? row.entity : apiError(reply, 400, "The id provided does not exist");
  });

  app.get("/sandbox/payouts/v1/payouts", async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.account_number !== settings.accountNumber)
      return apiError(reply, 400, "The RazorpayX Account number is invalid.", "account_number");
    const count = Math.min(Math.max(Number(q.count ?? 10) || 10, 1), 100);
    const skip = Number(q.skip ?? 0) || 0;
    const [from, to] = [unixParam(q.from, 0), unixParam(q.to, unix(new Date()))];
    if (from === undefined) return apiError(reply, 400, "The from must be an integer.", "from");
    if (to === undefined) return apiError(reply, 400, "The to must be an integer.", "to");
    const rows = q.reference_id
      ? await books.payoutsByReference(db, q.reference_id, count, skip)
      : await books.payoutsCreatedIn(db, from, to, count, skip);
    return { entity: "collection", count: rows.length, items: rows.map((r) => r.entity) };
  });
}

/** Deciding outcomes now: the control API for tests and the page for people. */
function registerControl(app: FastifyInstance, { db, settings, seconds }: PayoutsSandbox) {
  /** The control API (tests) and the page's buttons (people): decide a validation or a payout now. */
  const decide = async (request: FastifyRequest, reply: FastifyReply) => {
    const { kind, id } = request.params as { kind: string; id: string };
    const b = bodyOf(request);
    const outcome = str(b.outcome);
    const entity =
      kind === "validations" && ["active", "invalid", "failed"].includes(outcome)
        ? await decideValidation(db, settings, id, outcome as ValidationOutcome, str(b.registered_name) || undefined)
        : kind === "payouts" && ["processed", "reversed", "failed"].includes(outcome)
          ? await decidePayout(db, settings, id, outcome as PayoutOutcome)
          : undefined;
    if (!entity) return reply.status(400).send({ message: "Unknown object or outcome", code: "BAD_REQUEST" });
    return request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
      ? reply.redirect("/sandbox/payouts", 303)
      : entity;
  };
  app.post("/sandbox/payouts/control/:kind/:id", decide);

  app.get("/sandbox/payouts", async (_request, reply) => {
    const rows = await books.recentObjects(db, 50);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(sandboxPayoutsPage(rows, seconds, formatRupees));
  });
}

export const sandboxPayoutsRoutes: FastifyPluginAsync<{ settings: PayoutSettings; seconds: number }> = async (
  app,
  { settings, seconds },
) => {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;
  const authorised = (request: FastifyRequest) => {
    const sent = Buffer.from(String(request.headers.authorization ?? ""));
    const ours = Buffer.from(authorization);
    return sent.length === ours.length && timingSafeEqual(sent, ours);
  };
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/sandbox/payouts/v1/") && !authorised(request))
      return apiError(reply, 401, "Authentication failed");
  });
  const sandbox: PayoutsSandbox = { db: app.database.db, settings, seconds };
  registerAccounts(app, sandbox);
  registerValidations(app, sandbox);
  registerPayouts(app, sandbox);
  registerPayoutLookups(app, sandbox);
  registerControl(app, sandbox);
};
