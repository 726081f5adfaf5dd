CREATE TABLE "sales_totals" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"items_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_totals_items_sold_check" CHECK ("sales_totals"."items_sold" >= 0)
);
--> statement-breakpoint
DROP INDEX "orders_seller_id_delivered_idx";--> statement-breakpoint
ALTER TABLE "sales_totals" ADD CONSTRAINT "sales_totals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_seller_id_live_idx" ON "products" USING btree ("seller_id") WHERE "products"."status" = 'approved' AND "products"."is_available";--> statement-breakpoint
-- Sales made before: every order that reached delivered (returned ones included: their status stays delivered).
INSERT INTO "sales_totals" ("seller_id", "items_sold")
SELECT seller_id, count(*) FROM "orders" WHERE status = 'delivered' GROUP BY seller_id;
