CREATE TABLE "login_throttles" (
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_user_id_client_pk" PRIMARY KEY("user_id","client"),
	CONSTRAINT "login_throttles_failures_check" CHECK ("login_throttles"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";