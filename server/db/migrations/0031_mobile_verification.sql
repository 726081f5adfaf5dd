CREATE TABLE "mobile_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_codes_purpose_check" CHECK ("mobile_codes"."purpose" IN ('login', 'verify_mobile', 'register')),
	CONSTRAINT "mobile_codes_attempts_check" CHECK ("mobile_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_mobile_unique";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD CONSTRAINT "mobile_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_codes_mobile_purpose_created_at_idx" ON "mobile_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "mobile_codes_user_id_idx" ON "mobile_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_unique" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified";--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'offer_received', 'offer_accepted', 'offer_rejected', 'offer_countered', 'counter_offer_received', 'offer_expired', 'offer_withdrawn', 'order_status', 'order_placed', 'order_confirmed', 'order_delivered', 'delivery_date', 'order_accept_reminder', 'reconciliation_mismatch', 'payout_failed', 'listing_reported', 'mobile_taken', 'sms_budget_reached'));