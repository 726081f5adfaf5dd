CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_tax_ids" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value_encrypted" text NOT NULL,
	"last4" varchar(4) NOT NULL,
	"individual" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_tax_ids_kind_check" CHECK ("seller_tax_ids"."kind" IN ('pan', 'aadhaar')),
	CONSTRAINT "seller_tax_ids_individual_check" CHECK ("seller_tax_ids"."individual" IN ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "seller_year_sales" (
	"seller_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"gross" numeric(12, 2) NOT NULL,
	CONSTRAINT "seller_year_sales_seller_id_financial_year_pk" PRIMARY KEY("seller_id","financial_year"),
	CONSTRAINT "seller_year_sales_gross_check" CHECK ("seller_year_sales"."gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"order_id" uuid NOT NULL,
	"against_id" uuid,
	"financial_year" integer NOT NULL,
	"supplier" jsonb NOT NULL,
	"party" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_kind_check" CHECK ("tax_invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "tax_invoices_recipient_check" CHECK ("tax_invoices"."recipient" IN ('buyer', 'seller')),
	CONSTRAINT "tax_invoices_number_check" CHECK ("tax_invoices"."number" ~ '^[A-Za-z0-9/-]{1,16}$'),
	CONSTRAINT "tax_invoices_split_check" CHECK ("tax_invoices"."total_paise" > 0 AND "tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" = "tax_invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_tax_ids" ADD CONSTRAINT "seller_tax_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_year_sales" ADD CONSTRAINT "seller_year_sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_recipient_kind_idx" ON "tax_invoices" USING btree ("order_id","recipient","kind");--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_at_idx" ON "tax_invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" IN ('cash', 'buyer_funds_held', 'refunds_due', 'seller_payable', 'fee_revenue', 'delivery_revenue', 'return_deduction_revenue', 'coupon_cost', 'tds_payable'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('payment_received', 'refund_due', 'refund_paid', 'fee_retained', 'payout_due', 'payout_paid', 'payout_reversed', 'tds_withheld'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tds_check" CHECK ("payouts"."tds" >= 0);