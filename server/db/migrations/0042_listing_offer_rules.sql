CREATE TABLE "listing_offer_rules" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"auto_accept_at" numeric(12, 2),
	"auto_decline_below" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_offer_rules_accept_check" CHECK ("listing_offer_rules"."auto_accept_at" > 0 AND "listing_offer_rules"."auto_accept_at" = trunc("listing_offer_rules"."auto_accept_at")),
	CONSTRAINT "listing_offer_rules_decline_check" CHECK ("listing_offer_rules"."auto_decline_below" > 0 AND "listing_offer_rules"."auto_decline_below" = trunc("listing_offer_rules"."auto_decline_below")),
	CONSTRAINT "listing_offer_rules_order_check" CHECK ("listing_offer_rules"."auto_decline_below" <= "listing_offer_rules"."auto_accept_at")
);
--> statement-breakpoint
ALTER TABLE "listing_offer_rules" ADD CONSTRAINT "listing_offer_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;