ALTER TABLE "orders" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "condition" text;--> statement-breakpoint
UPDATE "orders" SET "category" = p."category", "product_type" = p."product_type", "brand" = p."brand", "condition" = p."condition" FROM "products" p WHERE p."id" = "orders"."product_id";--> statement-breakpoint
CREATE INDEX "orders_price_guide_idx" ON "orders" USING btree ("category","product_type",lower("brand"),"condition","delivered_at","final_price","product_id","id","brand") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "return_requests_price_guide_idx" ON "return_requests" USING btree ("requested_at","order_id") WHERE "return_requests"."status" NOT IN ('rejected', 'refused');