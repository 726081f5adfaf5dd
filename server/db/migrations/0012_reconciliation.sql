CREATE TABLE "reconciliation_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"gateway" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"gateway_captured_paise" bigint NOT NULL,
	"gateway_refunded_paise" bigint NOT NULL,
	"book_captured_paise" bigint NOT NULL,
	"book_refunded_paise" bigint NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_days_day_gateway_unique" UNIQUE("day","gateway")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"gateway" text NOT NULL,
	"kind" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"payment_id" uuid,
	"gateway_amount_paise" bigint,
	"book_amount_paise" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	CONSTRAINT "reconciliation_mismatches_identity_unique" UNIQUE("day","gateway","kind","gateway_ref"),
	CONSTRAINT "reconciliation_mismatches_kind_check" CHECK ("reconciliation_mismatches"."kind" IN ('missing_in_books', 'missing_at_gateway', 'amount_differs', 'refund_differs')),
	CONSTRAINT "reconciliation_mismatches_status_check" CHECK ("reconciliation_mismatches"."status" IN ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_schedule" (
	"day" date PRIMARY KEY NOT NULL,
	"done_on" date,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_open_idx" ON "reconciliation_mismatches" USING btree ("day") WHERE "reconciliation_mismatches"."status" = 'open';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'offer_received', 'offer_accepted', 'offer_rejected', 'offer_countered', 'counter_offer_received', 'offer_expired', 'offer_withdrawn', 'order_status', 'order_placed', 'order_confirmed', 'order_delivered', 'delivery_date', 'order_accept_reminder', 'reconciliation_mismatch'));