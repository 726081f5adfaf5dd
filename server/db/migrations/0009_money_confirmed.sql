CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"token" text NOT NULL,
	"request_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "sandbox_refunds_transaction_token_unique" UNIQUE("transaction_id","token"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" DROP CONSTRAINT "sandbox_transactions_reference_unique";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "sandbox_transactions" DROP CONSTRAINT "sandbox_transactions_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stray_of" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_transaction_id_sandbox_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stray_of_payments_id_fk" FOREIGN KEY ("stray_of") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_id_captured_idx" ON "payments" USING btree ("gateway","gateway_payment_id") WHERE "payments"."status" IN ('success', 'refunded');--> statement-breakpoint
CREATE INDEX "sandbox_transactions_reference_idx" ON "sandbox_transactions" USING btree ("reference","created_at");--> statement-breakpoint
ALTER TABLE "sandbox_transactions" DROP COLUMN "refund_token";--> statement-breakpoint
ALTER TABLE "sandbox_transactions" DROP COLUMN "refund_request_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('payment_received', 'refund_due', 'refund_paid', 'fee_retained', 'payout_due', 'payout_paid'));--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_status_check" CHECK ("sandbox_transactions"."status" IN ('success', 'failure', 'auto_refunded'));