DROP INDEX "products_browse_category_recent_idx";--> statement-breakpoint
DROP INDEX "products_browse_recent_idx";--> statement-breakpoint
DROP INDEX "products_browse_price_idx";--> statement-breakpoint
DROP INDEX "products_seller_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_browse_category_price_idx" ON "products" USING btree ("status","is_available","category","price","id");--> statement-breakpoint
CREATE INDEX "products_browse_category_recent_idx" ON "products" USING btree ("status","is_available","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_browse_recent_idx" ON "products" USING btree ("status","is_available","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_browse_price_idx" ON "products" USING btree ("status","is_available","price","id");--> statement-breakpoint
CREATE INDEX "products_seller_id_created_at_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);