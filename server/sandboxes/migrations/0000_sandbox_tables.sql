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
--> statement-breakpoint
CREATE TABLE "sandbox_payout_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"idempotency_key" text,
	"body_digest" text,
	"reference_id" text,
	"entity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payout_objects_kind_check" CHECK ("sandbox_payout_objects"."kind" IN ('contact', 'fund_account', 'fund_account.validation', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"token" text NOT NULL,
	"request_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "sandbox_refunds_transaction_token_unique" UNIQUE("transaction_id","token"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "sandbox_transactions_status_check" CHECK ("sandbox_transactions"."status" IN ('success', 'failure', 'auto_refunded')),
	CONSTRAINT "sandbox_transactions_amount_check" CHECK ("sandbox_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_transaction_id_sandbox_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payout_objects_kind_idx" ON "sandbox_payout_objects" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payout_objects_reference_idx" ON "sandbox_payout_objects" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payout_objects_key_idx" ON "sandbox_payout_objects" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_reference_idx" ON "sandbox_transactions" USING btree ("reference","created_at");