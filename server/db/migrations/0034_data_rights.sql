ALTER TABLE "users" DROP CONSTRAINT "users_mobile_check";--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "is_grievance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_check" CHECK ("users"."mobile" ~ '^[6-9][0-9]{9}$' OR "users"."erased_at" IS NOT NULL);