import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MISMATCH_KINDS, MISMATCH_STATUSES, type MismatchKind } from "../../../contract/reconciliation";
import { createdAt, id, isOneOf } from "./columns";
import { payments } from "./payments";
import { users } from "./users";

/**
 * The last reconciliation of one IST day with one gateway: what the gateway said it captured and refunded that day
 * and what our books say, in paise; for the payouts provider, what it paid out and what our ledger paid out. `ok` false: the gateway could not be asked (its figures are then zero).
 */
export const reconciliationDays = pgTable(
  "reconciliation_days",
  {
    id: id(),
    day: date({ mode: "string" }).notNull(),
    gateway: text().notNull(),
    sandbox: boolean().notNull(),
    ok: boolean().notNull(),
    error: text(),
    gatewayCapturedPaise: bigint({ mode: "number" }).notNull(),
    gatewayRefundedPaise: bigint({ mode: "number" }).notNull(),
    bookCapturedPaise: bigint({ mode: "number" }).notNull(),
    bookRefundedPaise: bigint({ mode: "number" }).notNull(),
    /** The payouts provider's row of a day (gateway `razorpayx`): paid out as it lists them and as our ledger has it. */
    gatewayPaidOutPaise: bigint({ mode: "number" }).notNull().default(0),
    bookPaidOutPaise: bigint({ mode: "number" }).notNull().default(0),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("reconciliation_days_day_gateway_unique").on(t.day, t.gateway)],
);

/**
 * One difference between a gateway and our books, found on a day's run. The same difference found again is the same
 * row (unique per day, gateway, kind and gateway reference), so admins hear of it once. It stays open until a later
 * run no longer finds it (resolved with no admin) or an admin resolves it with a note.
 */
export const reconciliationMismatches = pgTable(
  "reconciliation_mismatches",
  {
    id: id(),
    day: date({ mode: "string" }).notNull(),
    gateway: text().notNull(),
    kind: text().$type<MismatchKind>().notNull(),
    gatewayRef: text().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: "restrict" }),
    gatewayAmountPaise: bigint({ mode: "number" }),
    bookAmountPaise: bigint({ mode: "number" }),
    status: text().$type<(typeof MISMATCH_STATUSES)[number]>().notNull().default("open"),
    openedAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The admin who resolved it; null with resolvedAt set: a later run found it gone. */
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    resolutionNote: text(),
  },
  (t) => [
    unique("reconciliation_mismatches_identity_unique").on(t.day, t.gateway, t.kind, t.gatewayRef),
    index("reconciliation_mismatches_open_idx")
      .on(t.day)
      .where(sql`${t.status} = 'open'`),
    check("reconciliation_mismatches_kind_check", isOneOf(t.kind, MISMATCH_KINDS)),
    check("reconciliation_mismatches_status_check", isOneOf(t.status, MISMATCH_STATUSES)),
  ],
);

/**
 * The daily job's claims: one row per IST day it reconciles. A process claims a day by a conditional upsert (not
 * already done today, no live claim), runs it with no transaction open, and marks it done on the IST date it ran.
 */
export const reconciliationSchedule = pgTable("reconciliation_schedule", {
  day: date({ mode: "string" }).primaryKey(),
  doneOn: date({ mode: "string" }),
  claimedUntil: timestamp({ withTimezone: true }),
});
