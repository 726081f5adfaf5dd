ALTER TABLE "products" ADD COLUMN "held_by_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill from the open reports, as browse counted them until now: 3 is REPORT_HIDE_THRESHOLD (contract/report-rules.ts).
UPDATE "products" SET "held_by_reports" = true
WHERE "id" IN (SELECT "product_id" FROM "reports" WHERE "decided_at" IS NULL GROUP BY "product_id" HAVING count(*) >= 3);
