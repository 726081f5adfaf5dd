-- The sandboxes keep their own tables (server/sandboxes/migrations), created only where a sandbox runs: a database
-- made by the earlier migrations has them here, a fresh one never does.
DROP TABLE IF EXISTS "sandbox_courier_orders" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_courier_pickups" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_payout_objects" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_refunds" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_transactions" CASCADE;
