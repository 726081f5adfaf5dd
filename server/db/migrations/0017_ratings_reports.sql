CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "reports_product_id_reporter_id_unique" UNIQUE("product_id","reporter_id"),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" IN ('prohibited', 'counterfeit', 'wrong_category', 'offensive', 'scam', 'other')),
	CONSTRAINT "reports_decision_check" CHECK ("reports"."decision" IS NULL OR "reports"."decision" IN ('dismissed', 'acted')),
	CONSTRAINT "reports_other_has_details_check" CHECK ("reports"."reason" <> 'other' OR "reports"."details" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_open_product_id_idx" ON "reports" USING btree ("product_id") WHERE "reports"."decided_at" IS NULL;