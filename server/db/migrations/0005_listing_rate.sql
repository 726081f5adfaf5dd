ALTER TABLE "users" ADD COLUMN "listing_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listings_in_window" integer DEFAULT 0 NOT NULL;