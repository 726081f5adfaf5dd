ALTER TABLE "shipment_scans" DROP CONSTRAINT "shipment_scans_once_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_hold" text;--> statement-breakpoint
-- The scans stored until now kept the courier's own time: it is what each reported.
ALTER TABLE "shipment_scans" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shipment_scans" SET "reported_at" = "at";--> statement-breakpoint
ALTER TABLE "shipment_scans" ALTER COLUMN "reported_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_once_unique" UNIQUE("shipment_id","sr_status","reported_at");
