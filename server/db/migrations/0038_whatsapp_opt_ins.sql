CREATE TABLE "whatsapp_messages" (
	"delivery_id" uuid PRIMARY KEY NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"wamid" text,
	"pending_since" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_wamid_key" UNIQUE("wamid"),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" IN ('sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "whatsapp_messages_calls_check" CHECK ("whatsapp_messages"."calls" >= 0)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"opted_in" boolean NOT NULL,
	"opted_in_at" timestamp with time zone,
	"wording" text,
	"wording_version" text,
	"language" text,
	"ip" text,
	"opted_out_at" timestamp with time zone,
	"opt_out_source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_opt_ins_consent_check" CHECK (NOT "whatsapp_opt_ins"."opted_in" OR ("whatsapp_opt_ins"."opted_in_at" IS NOT NULL AND "whatsapp_opt_ins"."wording" IS NOT NULL AND "whatsapp_opt_ins"."wording_version" IS NOT NULL)),
	CONSTRAINT "whatsapp_opt_ins_opt_out_source_check" CHECK ("whatsapp_opt_ins"."opt_out_source" IN ('account', 'stop_reply')),
	CONSTRAINT "whatsapp_opt_ins_mobile_check" CHECK ("whatsapp_opt_ins"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_delivery_id_notification_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_mobile_idx" ON "whatsapp_opt_ins" USING btree ("mobile");