CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"line1" varchar(255) NOT NULL,
	"line2" varchar(255),
	"landmark" varchar(255),
	"pincode" varchar(6) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(100) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_pincode_check" CHECK ("addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_holder_name" varchar(255) NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" varchar(4) NOT NULL,
	"ifsc_code" varchar(11) NOT NULL,
	"bank_name" varchar(255) NOT NULL,
	"branch_name" varchar(255),
	"account_type" varchar(20) DEFAULT 'savings' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_account_type_check" CHECK ("bank_accounts"."account_type" IN ('savings', 'current')),
	CONSTRAINT "bank_accounts_ifsc_code_check" CHECK ("bank_accounts"."ifsc_code" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "bank_accounts_account_number_last4_check" CHECK ("bank_accounts"."account_number_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "contact_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" varchar(5000) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_queries_status_check" CHECK ("contact_queries"."status" IN ('pending', 'replied', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(50) NOT NULL,
	"description" text,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"eliminate_fees" boolean DEFAULT false NOT NULL,
	"eliminate_delivery" boolean DEFAULT false NOT NULL,
	"min_order_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_discount_amount" numeric(12, 2),
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper("coupons"."code") AND "coupons"."code" ~ '^[A-Z0-9_-]+$'),
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" IN ('percentage', 'flat', 'no_fees')),
	CONSTRAINT "coupons_discount_value_check" CHECK ("coupons"."discount_value" >= 0),
	CONSTRAINT "coupons_percentage_check" CHECK ("coupons"."discount_type" <> 'percentage' OR "coupons"."discount_value" <= 100),
	CONSTRAINT "coupons_flat_check" CHECK ("coupons"."discount_type" <> 'flat' OR ("coupons"."discount_value" >= 1 AND "coupons"."discount_value" = trunc("coupons"."discount_value"))),
	CONSTRAINT "coupons_no_fees_check" CHECK ("coupons"."discount_type" <> 'no_fees' OR "coupons"."discount_value" = 0),
	CONSTRAINT "coupons_min_order_value_check" CHECK ("coupons"."min_order_value" >= 0),
	CONSTRAINT "coupons_max_discount_amount_check" CHECK ("coupons"."max_discount_amount" >= 0),
	CONSTRAINT "coupons_usage_limit_check" CHECK ("coupons"."usage_limit" >= 0),
	CONSTRAINT "coupons_used_count_check" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_validity_check" CHECK ("coupons"."valid_from" IS NULL OR "coupons"."valid_until" IS NULL OR "coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "listing_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reservations_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('product_approved', 'product_rejected', 'product_needs_edit', 'product_edit_request', 'product_sold', 'product_delisted', 'offer_received', 'offer_accepted', 'offer_rejected', 'offer_countered', 'counter_offer_received', 'order_status', 'order_placed', 'order_confirmed', 'order_delivered', 'delivery_date'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"counter_amount" numeric(12, 2),
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount" > 0 AND "offers"."amount" = trunc("offers"."amount")),
	CONSTRAINT "offers_counter_amount_check" CHECK ("offers"."counter_amount" > 0 AND "offers"."counter_amount" = trunc("offers"."counter_amount")),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" IN ('pending', 'accepted', 'rejected', 'countered', 'declined')),
	CONSTRAINT "offers_countered_has_amount_check" CHECK ("offers"."status" <> 'countered' OR "offers"."counter_amount" IS NOT NULL),
	CONSTRAINT "offers_not_own_listing_check" CHECK ("offers"."buyer_id" <> "offers"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext" NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" IN ('verify_email', 'login', 'reset_password')),
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"offer_id" uuid,
	"final_price" numeric(12, 2) NOT NULL,
	"buyer_fee" numeric(12, 2) NOT NULL,
	"seller_fee" numeric(12, 2) NOT NULL,
	"platform_fee" numeric(12, 2) NOT NULL,
	"coupon_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_charge" numeric(12, 2) NOT NULL,
	"coupon_id" uuid,
	"payment_id" uuid,
	"status" text DEFAULT 'placed' NOT NULL,
	"delivery_address" text NOT NULL,
	"expected_delivery_date" date,
	"cancel_reason" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('placed', 'confirmed', 'picked_up', 'out_for_delivery', 'delivered', 'cancelled')),
	CONSTRAINT "orders_final_price_check" CHECK ("orders"."final_price" > 0),
	CONSTRAINT "orders_buyer_fee_check" CHECK ("orders"."buyer_fee" >= 0),
	CONSTRAINT "orders_seller_fee_check" CHECK ("orders"."seller_fee" >= 0),
	CONSTRAINT "orders_platform_fee_check" CHECK ("orders"."platform_fee" >= 0 AND "orders"."platform_fee" = "orders"."buyer_fee" + "orders"."seller_fee"),
	CONSTRAINT "orders_coupon_discount_check" CHECK ("orders"."coupon_discount" >= 0 AND "orders"."coupon_discount" <= "orders"."final_price"),
	CONSTRAINT "orders_delivery_charge_check" CHECK ("orders"."delivery_charge" >= 0),
	CONSTRAINT "orders_delivered_at_check" CHECK ("orders"."status" <> 'delivered' OR "orders"."delivered_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txnid" varchar(64) NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"offer_id" uuid,
	"coupon_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"final_price" numeric(12, 2) NOT NULL,
	"buyer_fee" numeric(12, 2) NOT NULL,
	"seller_fee" numeric(12, 2) NOT NULL,
	"coupon_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_charge" numeric(12, 2) NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" text NOT NULL,
	"raw_callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_txnid_unique" UNIQUE("txnid"),
	CONSTRAINT "payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" IN ('payu', 'razorpay', 'sandbox')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'success', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_breakdown_check" CHECK ("payments"."final_price" > 0 AND "payments"."buyer_fee" >= 0 AND "payments"."seller_fee" >= 0 AND "payments"."delivery_charge" >= 0 AND "payments"."coupon_discount" >= 0 AND "payments"."coupon_discount" <= "payments"."final_price" AND "payments"."amount" = "payments"."final_price" + "payments"."buyer_fee" + "payments"."delivery_charge" - "payments"."coupon_discount")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"bank_reference" text,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" >= 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('due', 'paid')),
	CONSTRAINT "payouts_paid_check" CHECK ("payouts"."status" <> 'paid' OR ("payouts"."paid_at" IS NOT NULL AND btrim(coalesce("payouts"."bank_reference", '')) <> ''))
);
--> statement-breakpoint
CREATE TABLE "product_modifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text,
	"description" text,
	"price" numeric(12, 2),
	"category" text,
	"images" jsonb,
	"video_url" text,
	"product_type" text,
	"brand" text,
	"ram" text,
	"storage" text,
	"condition" text,
	"has_bill" boolean,
	"bill_photo" text,
	"address_line1" varchar(255),
	"address_line2" varchar(255),
	"landmark" varchar(255),
	"pincode" varchar(10),
	"city" varchar(100),
	"state" varchar(100),
	"selected_bank_account_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "product_modifications_price_check" CHECK ("product_modifications"."price" > 0 AND "product_modifications"."price" = trunc("product_modifications"."price")),
	CONSTRAINT "product_modifications_category_check" CHECK ("product_modifications"."category" IN ('electronics', 'fashion', 'home_garden', 'sports', 'books', 'vehicles', 'other')),
	CONSTRAINT "product_modifications_condition_check" CHECK ("product_modifications"."condition" IN ('new', 'like_new', 'good', 'fair', 'poor')),
	CONSTRAINT "product_modifications_status_check" CHECK ("product_modifications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "product_modifications_images_check" CHECK (jsonb_typeof("product_modifications"."images") = 'array' AND jsonb_array_length("product_modifications"."images") <= 5),
	CONSTRAINT "product_modifications_pincode_check" CHECK ("product_modifications"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"selected_bank_account_id" uuid,
	"product_type" text,
	"brand" text,
	"ram" text,
	"storage" text,
	"condition" text DEFAULT 'good' NOT NULL,
	"has_bill" boolean DEFAULT false NOT NULL,
	"bill_photo" text,
	"address_line1" varchar(255),
	"address_line2" varchar(255),
	"landmark" varchar(255),
	"pincode" varchar(10),
	"city" varchar(100),
	"state" varchar(100),
	"rejection_reason" text,
	"edit_requests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(product_type, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0 AND "products"."price" = trunc("products"."price")),
	CONSTRAINT "products_category_check" CHECK ("products"."category" IN ('electronics', 'fashion', 'home_garden', 'sports', 'books', 'vehicles', 'other')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('pending', 'approved', 'rejected', 'sold', 'delisted')),
	CONSTRAINT "products_condition_check" CHECK ("products"."condition" IN ('new', 'like_new', 'good', 'fair', 'poor')),
	CONSTRAINT "products_images_check" CHECK (jsonb_typeof("products"."images") = 'array' AND jsonb_array_length("products"."images") <= 5),
	CONSTRAINT "products_pincode_check" CHECK ("products"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"rated_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_order_id_rater_id_unique" UNIQUE("order_id","rater_id"),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "ratings_not_self_check" CHECK ("ratings"."rater_id" <> "ratings"."rated_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"custom_reason" text,
	"return_type" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"rejection_note" text,
	"customer_email" "citext",
	"customer_mobile" varchar(10),
	"refund_amount" numeric(12, 2),
	CONSTRAINT "return_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" IN ('dont_want_anymore', 'received_faulty', 'wrong_size', 'other')),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" IN ('requested', 'approved', 'rejected', 'processed')),
	CONSTRAINT "return_requests_custom_reason_check" CHECK ("return_requests"."reason" <> 'other' OR btrim(coalesce("return_requests"."custom_reason", '')) <> ''),
	CONSTRAINT "return_requests_rejection_note_check" CHECK ("return_requests"."status" <> 'rejected' OR btrim(coalesce("return_requests"."rejection_note", '')) <> ''),
	CONSTRAINT "return_requests_refund_amount_check" CHECK ("return_requests"."refund_amount" >= 0),
	CONSTRAINT "return_requests_processed_check" CHECK ("return_requests"."status" <> 'processed' OR ("return_requests"."processed_at" IS NOT NULL AND "return_requests"."refund_amount" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" "inet",
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_token_hash_check" CHECK ("sessions"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"username" "citext" NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'buyer' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"login_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('buyer', 'seller', 'admin')),
	CONSTRAINT "users_mobile_check" CHECK ("users"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "wishlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_user_id_product_id_unique" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifications" ADD CONSTRAINT "product_modifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifications" ADD CONSTRAINT "product_modifications_selected_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("selected_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selected_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("selected_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_id_created_at_idx" ON "admin_audit_log" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_accounts_user_id_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_primary_per_user_idx" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "contact_queries_is_read_created_at_idx" ON "contact_queries" USING btree ("is_read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reservations_expires_at_idx" ON "listing_reservations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "listing_reservations_buyer_id_idx" ON "listing_reservations" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "listing_reservations_payment_id_idx" ON "listing_reservations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_user_id_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_product_idx" ON "offers" USING btree ("product_id","buyer_id") WHERE "offers"."status" IN ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "offers_product_id_created_at_idx" ON "offers" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_buyer_id_created_at_idx" ON "offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_seller_id_created_at_idx" ON "offers" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_codes_email_purpose_created_at_idx" ON "one_time_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_created_at_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_id_created_at_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_product_id_idx" ON "orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_offer_id_idx" ON "orders" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_per_product_idx" ON "orders" USING btree ("product_id") WHERE "orders"."status" IN ('placed', 'confirmed', 'picked_up', 'out_for_delivery');--> statement-breakpoint
CREATE INDEX "payments_buyer_id_created_at_idx" ON "payments" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_product_id_idx" ON "payments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_offer_id_idx" ON "payments" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "payments_coupon_id_idx" ON "payments" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payouts_status_due_at_idx" ON "payouts" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "payouts_seller_id_idx" ON "payouts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "payouts_bank_account_id_idx" ON "payouts" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "product_modifications_product_id_idx" ON "product_modifications" USING btree ("product_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_modifications_one_pending_per_product_idx" ON "product_modifications" USING btree ("product_id") WHERE "product_modifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "product_modifications_status_requested_at_idx" ON "product_modifications" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "product_modifications_selected_bank_account_id_idx" ON "product_modifications" USING btree ("selected_bank_account_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_browse_category_recent_idx" ON "products" USING btree ("status","is_available","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_browse_recent_idx" ON "products" USING btree ("status","is_available","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_browse_price_idx" ON "products" USING btree ("status","is_available","price");--> statement-breakpoint
CREATE INDEX "products_seller_id_created_at_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_selected_bank_account_id_idx" ON "products" USING btree ("selected_bank_account_id");--> statement-breakpoint
CREATE INDEX "ratings_rated_id_idx" ON "ratings" USING btree ("rated_id");--> statement-breakpoint
CREATE INDEX "ratings_rater_id_idx" ON "ratings" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_created_at_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_requested_at_idx" ON "return_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wishlist_product_id_idx" ON "wishlist" USING btree ("product_id");