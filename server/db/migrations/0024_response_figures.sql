CREATE TABLE "response_figures" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"offers_counted" integer DEFAULT 0 NOT NULL,
	"answered_in_time" integer DEFAULT 0 NOT NULL,
	"median_hours" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_figures_counts_check" CHECK ("response_figures"."offers_counted" >= 0 AND "response_figures"."answered_in_time" BETWEEN 0 AND "response_figures"."offers_counted")
);
--> statement-breakpoint
DROP INDEX "offers_seller_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "response_figures" ADD CONSTRAINT "response_figures_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_seller_id_created_at_idx" ON "offers" USING btree ("seller_id","created_at" DESC NULLS LAST,"responded_at");--> statement-breakpoint
-- Backfill the first answer from what is stored. An accept or a counter restarted the 48-hour clock, so
-- expires_at - 48 hours is the last of them (after a counter the buyer accepted, the buyer's acceptance: later than
-- the seller's answer, the best there is); otherwise a rejection, by the seller or by the listing leaving the market,
-- happened at updated_at. A pending offer has no answer. response_figures starts empty: profiles fill it as read.
UPDATE "offers" SET "responded_at" = CASE
  WHEN "status" <> 'pending' AND "expires_at" - interval '48 hours' > "created_at" THEN "expires_at" - interval '48 hours'
  ELSE "updated_at"
END
WHERE ("status" <> 'pending' AND "expires_at" - interval '48 hours' > "created_at") OR "status" = 'rejected';
