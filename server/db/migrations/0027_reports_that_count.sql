ALTER TABLE "reports" ADD COLUMN "counts_toward_hiding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reports filed before the rule count as they would have when filed: a verified reporter whose account was then 3 days
-- old (REPORTER_MIN_AGE_DAYS, contract/report-rules.ts) or who had an order delivered by then. Listings already held
-- stay held until an admin decides, as the admins' notice promised.
UPDATE "reports" SET "counts_toward_hiding" = true
FROM "users"
WHERE "users"."id" = "reports"."reporter_id" AND "users"."is_verified"
  AND ("users"."created_at" <= "reports"."created_at" - interval '3 days'
    OR EXISTS (SELECT 1 FROM "orders" WHERE ("orders"."buyer_id" = "users"."id" OR "orders"."seller_id" = "users"."id")
      AND "orders"."status" = 'delivered' AND "orders"."delivered_at" <= "reports"."created_at"));
