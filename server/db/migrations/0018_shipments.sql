CREATE TABLE "parcel_sizes" (
	"category" text PRIMARY KEY NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" numeric(6, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_sizes_category_check" CHECK ("parcel_sizes"."category" IN ('electronics', 'fashion', 'home_garden', 'sports', 'books', 'vehicles', 'other')),
	CONSTRAINT "parcel_sizes_positive_check" CHECK ("parcel_sizes"."length_cm" > 0 AND "parcel_sizes"."breadth_cm" > 0 AND "parcel_sizes"."height_cm" > 0 AND "parcel_sizes"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_key" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_locations_address_key_unique" UNIQUE("address_key")
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"sr_status" integer NOT NULL,
	"label" text NOT NULL,
	"activity" text NOT NULL,
	"location" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_scans_once_unique" UNIQUE("shipment_id","sr_status","at")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"request" jsonb NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"phase" text,
	"courier_name" text,
	"awb" text,
	"courier_order_id" bigint,
	"courier_shipment_id" bigint,
	"tracking_url" text,
	"label_url" text,
	"pickup_scheduled_for" timestamp with time zone,
	"etd" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"track_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb"),
	CONSTRAINT "shipments_order_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "shipments_kind_check" CHECK ("shipments"."kind" IN ('forward', 'return')),
	CONSTRAINT "shipments_state_check" CHECK ("shipments"."state" IN ('booking', 'booked', 'cancelled')),
	CONSTRAINT "shipments_phase_check" CHECK ("shipments"."phase" IS NULL OR "shipments"."phase" IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto', 'rto_delivered', 'cancelled', 'lost')),
	CONSTRAINT "shipments_booked_awb_check" CHECK ("shipments"."state" <> 'booked' OR "shipments"."awb" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_next_attempt_idx" ON "shipments" USING btree ("next_attempt_at") WHERE "shipments"."state" = 'booking';--> statement-breakpoint
CREATE INDEX "shipments_track_next_idx" ON "shipments" USING btree ("track_next_at") WHERE "shipments"."awb" IS NOT NULL;