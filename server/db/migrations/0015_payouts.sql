CREATE TABLE "bank_account_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"provider_validation_id" text,
	"status" varchar(20) DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_account_validations_status_check" CHECK ("bank_account_validations"."status" IN ('created', 'completed', 'failed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "payout_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_paid_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "verification_status" varchar(20) DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "verification_note" varchar(200);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "registered_name" varchar(255);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "fund_account_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "request_body" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "send_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_account_validations" ADD CONSTRAINT "bank_account_validations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_contacts" ADD CONSTRAINT "payout_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_validations_account_idx" ON "bank_account_validations" USING btree ("bank_account_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_account_validations_provider_idx" ON "bank_account_validations" USING btree ("provider_validation_id");--> statement-breakpoint
CREATE INDEX "payouts_status_next_attempt_at_idx" ON "payouts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_id_idx" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_verification_status_check" CHECK ("bank_accounts"."verification_status" IN ('unverified', 'verifying', 'verified', 'needs_review', 'failed'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('payment_received', 'refund_due', 'refund_paid', 'fee_retained', 'payout_due', 'payout_paid', 'payout_reversed'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_idempotency_key_check" CHECK ("payouts"."idempotency_key" IS NULL OR length("payouts"."idempotency_key") BETWEEN 4 AND 36);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('due', 'sending', 'paid'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_check" CHECK ("payouts"."status" <> 'paid' OR ("payouts"."paid_at" IS NOT NULL AND btrim(coalesce("payouts"."bank_reference", "payouts"."provider_payout_id", '')) <> ''));--> statement-breakpoint
UPDATE "bank_accounts" SET "verification_status" = 'verified' WHERE "is_verified";
