DROP INDEX "ledger_entries_kind_payment_account_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "occurrence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_kind_payment_account_idx" ON "ledger_entries" USING btree ("kind","payment_id","account","occurrence");