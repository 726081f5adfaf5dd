CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" IN ('order_placed', 'order_accept_reminder', 'offer_received', 'counter_offer_received', 'offer_countered', 'offer_accepted', 'offer_rejected', 'offer_expired', 'offer_withdrawn', 'order_confirmed', 'order_status', 'delivery_date', 'order_delivered', 'product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'mobile_taken')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" IN ('email', 'push', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "notification_quiet_hours" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_quiet_hours_window_check" CHECK (("notification_quiet_hours"."start_minute" IS NULL AND "notification_quiet_hours"."end_minute" IS NULL) OR ("notification_quiet_hours"."start_minute" BETWEEN 0 AND 1439 AND "notification_quiet_hours"."end_minute" BETWEEN 0 AND 1439 AND "notification_quiet_hours"."start_minute" <> "notification_quiet_hours"."end_minute"))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_quiet_hours" ADD CONSTRAINT "notification_quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;