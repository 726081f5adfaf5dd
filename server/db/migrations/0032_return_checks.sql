ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_check";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "seller_note" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "seller_photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "check_outcome" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "dispute_photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "return_requests_returned_at_idx" ON "return_requests" USING btree ("returned_at") WHERE "return_requests"."status" = 'returned';--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_check_outcome_check" CHECK ("return_requests"."check_outcome" IN ('received', 'timed_out', 'disputed'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_dispute_reason_check" CHECK ("return_requests"."dispute_reason" IN ('not_the_item_sold', 'damaged_after_delivery', 'parts_missing', 'other'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decision_check" CHECK ("return_requests"."decision" IN ('refund_full', 'refund_less_fee', 'refuse'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_photos_check" CHECK (cardinality("return_requests"."photos") <= 5);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_seller_photos_check" CHECK (cardinality("return_requests"."seller_photos") <= 5);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_dispute_photos_check" CHECK (cardinality("return_requests"."dispute_photos") <= 5);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_returned_check" CHECK ("return_requests"."status" NOT IN ('returned', 'disputed', 'refused') OR "return_requests"."returned_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_disputed_check" CHECK ("return_requests"."status" <> 'disputed' OR ("return_requests"."dispute_reason" IS NOT NULL AND cardinality("return_requests"."dispute_photos") >= 1));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_check" CHECK ("return_requests"."decision" IS NULL OR ("return_requests"."decided_at" IS NOT NULL AND btrim(coalesce("return_requests"."decision_note", '')) <> ''));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" IN ('requested', 'approved', 'rejected', 'returned', 'disputed', 'processed', 'refused'));