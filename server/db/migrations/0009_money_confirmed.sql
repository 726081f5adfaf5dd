ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stray_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stray_of_payments_id_fk" FOREIGN KEY ("stray_of") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_id_captured_idx" ON "payments" USING btree ("gateway","gateway_payment_id") WHERE "payments"."status" IN ('success', 'refunded');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('payment_received', 'refund_due', 'refund_paid', 'fee_retained', 'payout_due', 'payout_paid'));