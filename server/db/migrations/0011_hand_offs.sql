ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
-- Notifications stored before links existed carry no ids: they open their type's dashboard tab (docs/product.md#notifications).
UPDATE "notifications" SET "link" = '/dashboard?tab=' || CASE
  WHEN "type" LIKE 'product\_%' THEN 'products'
  WHEN "type" LIKE 'offer\_%' OR "type" = 'counter_offer_received' THEN 'offers'
  ELSE 'orders' END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "link" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_reminder24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_reminder6h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'offer_received', 'offer_accepted', 'offer_rejected', 'offer_countered', 'counter_offer_received', 'offer_expired', 'offer_withdrawn', 'order_status', 'order_placed', 'order_confirmed', 'order_delivered', 'delivery_date', 'order_accept_reminder'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" IN ('pending', 'accepted', 'rejected', 'countered', 'declined', 'expired', 'withdrawn'));