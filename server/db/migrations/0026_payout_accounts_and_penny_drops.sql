ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_verification_status_check";--> statement-breakpoint
ALTER TABLE "bank_account_validations" ADD COLUMN "account_number_fingerprint" text;--> statement-breakpoint
ALTER TABLE "bank_account_validations" ADD COLUMN "ifsc_code" varchar(11);--> statement-breakpoint
ALTER TABLE "bank_account_validations" ADD COLUMN "account_status" varchar(20);--> statement-breakpoint
ALTER TABLE "bank_account_validations" ADD COLUMN "registered_name" varchar(255);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "account_number_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payout_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("payout_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_validations_fingerprint_idx" ON "bank_account_validations" USING btree ("account_number_fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "orders_payout_bank_account_id_idx" ON "orders" USING btree ("payout_bank_account_id");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_verification_status_check" CHECK ("bank_accounts"."verification_status" IN ('unverified', 'verifying', 'verified', 'needs_review', 'failed', 'rejected'));--> statement-breakpoint
UPDATE "orders" SET "payout_bank_account_id" = COALESCE(
  (SELECT "bank_account_id" FROM "payouts" WHERE "payouts"."order_id" = "orders"."id"),
  (SELECT "selected_bank_account_id" FROM "products" WHERE "products"."id" = "orders"."product_id")
);
