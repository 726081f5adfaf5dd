CREATE TABLE "rating_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_totals_not_negative_check" CHECK ("rating_totals"."stars1" >= 0 AND "rating_totals"."stars2" >= 0 AND "rating_totals"."stars3" >= 0 AND "rating_totals"."stars4" >= 0 AND "rating_totals"."stars5" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "ratings_rated_id_idx";--> statement-breakpoint
DROP INDEX "offers_seller_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "visible_at" timestamp with time zone;--> statement-breakpoint
-- Ratings stored before: visible since the counterpart rated (the later of the two), else 14 days after delivery.
UPDATE "ratings" r SET "visible_at" = least(
  (SELECT greatest(r.created_at, c.created_at) FROM "ratings" c WHERE c.order_id = r.order_id AND c.rater_id = r.rated_id),
  coalesce((SELECT o.delivered_at FROM "orders" o WHERE o.id = r.order_id), r.created_at) + interval '14 days'
);--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "visible_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_totals" ADD CONSTRAINT "rating_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rating_totals" ("user_id", "stars1", "stars2", "stars3", "stars4", "stars5")
SELECT rated_id, count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
       count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
FROM "ratings" GROUP BY rated_id;--> statement-breakpoint
CREATE INDEX "orders_seller_id_delivered_idx" ON "orders" USING btree ("seller_id") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "ratings_rated_id_created_at_idx" ON "ratings" USING btree ("rated_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_rated_id_visible_at_idx" ON "ratings" USING btree ("rated_id","visible_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_id_created_at_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_seller_id_created_at_idx" ON "offers" USING btree ("seller_id","created_at" DESC NULLS LAST,"status","updated_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'offer_received', 'offer_accepted', 'offer_rejected', 'offer_countered', 'counter_offer_received', 'offer_expired', 'offer_withdrawn', 'order_status', 'order_placed', 'order_confirmed', 'order_delivered', 'delivery_date', 'order_accept_reminder', 'reconciliation_mismatch', 'payout_failed', 'listing_reported'));