CREATE TABLE "sandbox_courier_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_order_id" text NOT NULL,
	"sr_order_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_courier_orders_sr_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 16000000 CACHE 1),
	"pickup_location" text NOT NULL,
	"is_return" integer DEFAULT 0 NOT NULL,
	"status_code" integer NOT NULL,
	"status" text NOT NULL,
	"awb" text,
	"courier_name" text,
	"pickup_scheduled_at" timestamp with time zone,
	"details" jsonb NOT NULL,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_courier_orders_channel_order_id_unique" UNIQUE("channel_order_id"),
	CONSTRAINT "sandbox_courier_orders_awb_unique" UNIQUE("awb"),
	CONSTRAINT "sandbox_courier_orders_is_return_check" CHECK ("sandbox_courier_orders"."is_return" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sandbox_courier_pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" text NOT NULL,
	"pickup_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_courier_pickups_pickup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000 CACHE 1),
	"pin_code" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_courier_pickups_nickname_unique" UNIQUE("nickname")
);
