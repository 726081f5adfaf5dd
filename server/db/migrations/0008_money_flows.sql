ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'refund_due' WHERE "kind" = 'duplicate_payment_refund_due';--> statement-breakpoint
DROP INDEX "refunds_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "refunds_status_next_attempt_at_idx" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" IN ('cash', 'buyer_funds_held', 'refunds_due', 'seller_payable', 'fee_revenue', 'delivery_revenue', 'return_deduction_revenue', 'coupon_cost'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('payment_received', 'refund_due', 'refund_paid', 'payout_due', 'payout_paid'));