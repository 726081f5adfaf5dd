ALTER TABLE "addresses" ADD COLUMN "name" varchar(100);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone" varchar(10);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_phone_check" CHECK ("addresses"."phone" ~ '^[6-9][0-9]{9}$');--> statement-breakpoint
-- The demo's welcome coupon (its text says "your first purchase") becomes first-order-only where it was seeded.
UPDATE "coupons" SET "first_order_only" = true WHERE "code" = 'WELCOME10' AND "description" = '10% off your first purchase, up to ₹500';
