import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/schema/columns";

/**
 * The built-in sandbox's own books, as RazorpayX keeps them (contacts, fund accounts, validations, payouts), each
 * object as the API answers it. It plays another company and knows us only through the protocol.
 */
export const sandboxPayoutObjects = pgTable(
  "sandbox_payout_objects",
  {
    id: text().primaryKey(),
    kind: varchar({ length: 30 }).notNull(),
    /** Payouts: the X-Payout-Idempotency key (one payout per key) and a digest of the body it came with. */
    idempotencyKey: text(),
    bodyDigest: text(),
    referenceId: text(),
    entity: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("sandbox_payout_objects_kind_idx").on(t.kind, t.createdAt),
    index("sandbox_payout_objects_reference_idx").on(t.referenceId),
    uniqueIndex("sandbox_payout_objects_key_idx").on(t.idempotencyKey),
    check(
      "sandbox_payout_objects_kind_check",
      sql`${t.kind} IN ('contact', 'fund_account', 'fund_account.validation', 'payout')`,
    ),
  ],
);
