CREATE TABLE "sales" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_sequence_id" bigint NOT NULL,
	"invoice_seq_no" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"client_id" bigint,
	"appointment_id" bigint,
	"channel" text DEFAULT 'in_store' NOT NULL,
	"sale_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"processed_by" integer NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"tip_total" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"balance_due" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"deal_code" text,
	"notes" text,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("sales"."invoice_number", ''))) STORED,
	CONSTRAINT "sales_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('unpaid', 'part_paid', 'paid', 'voided')),
	CONSTRAINT "sales_channel_check" CHECK ("sales"."channel" in ('in_store', 'phone', 'online', 'walk_in')),
	CONSTRAINT "sales_subtotal_check" CHECK ("sales"."subtotal" between 0 and 1000000000000),
	CONSTRAINT "sales_discount_total_check" CHECK ("sales"."discount_total" between 0 and 1000000000000),
	CONSTRAINT "sales_tax_total_check" CHECK ("sales"."tax_total" between 0 and 1000000000000),
	CONSTRAINT "sales_total_check" CHECK ("sales"."total" between 0 and 1000000000000),
	CONSTRAINT "sales_tip_total_check" CHECK ("sales"."tip_total" between 0 and 1000000000000),
	CONSTRAINT "sales_amount_paid_check" CHECK ("sales"."amount_paid" between 0 and 1000000000000),
	CONSTRAINT "sales_balance_check" CHECK ("sales"."balance_due" = "sales"."total" + "sales"."tip_total" - "sales"."amount_paid"),
	CONSTRAINT "sales_status_paid_check" CHECK (case "sales"."status"
        when 'voided' then "sales"."amount_paid" = 0 and "sales"."voided_at" is not null
        when 'paid' then "sales"."balance_due" = 0 and "sales"."paid_at" is not null
        when 'unpaid' then "sales"."amount_paid" = 0 and "sales"."balance_due" > 0
        else "sales"."amount_paid" > 0 and "sales"."balance_due" > 0 end)
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sale_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"sale_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"item_type" text NOT NULL,
	"item_id" bigint,
	"pricing_option_id" bigint,
	"appointment_service_id" bigint,
	"name_snapshot" text NOT NULL,
	"category_snapshot" text,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"discount_kind" text,
	"deal_id" bigint,
	"client_membership_id" bigint,
	"tax_rate_id" bigint,
	"tax_rate_pct" numeric(7, 4) DEFAULT '0' NOT NULL,
	"team_member_id" bigint,
	"cost_snapshot" bigint,
	"commission_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_items_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "sale_items_item_type_check" CHECK ("sale_items"."item_type" in ('service', 'product', 'voucher', 'membership')),
	CONSTRAINT "sale_items_discount_kind_check" CHECK ("sale_items"."discount_kind" in ('manual', 'deal', 'membership')),
	CONSTRAINT "sale_items_quantity_check" CHECK ("sale_items"."quantity" between 1 and 1000000),
	CONSTRAINT "sale_items_unit_price_check" CHECK ("sale_items"."unit_price" between 0 and 1000000000000),
	CONSTRAINT "sale_items_gross_amount_check" CHECK ("sale_items"."gross_amount" between 0 and 1000000000000),
	CONSTRAINT "sale_items_tax_amount_check" CHECK ("sale_items"."tax_amount" between 0 and 1000000000000),
	CONSTRAINT "sale_items_total_amount_check" CHECK ("sale_items"."total_amount" between 0 and 1000000000000),
	CONSTRAINT "sale_items_cost_snapshot_check" CHECK ("sale_items"."cost_snapshot" between 0 and 1000000000000),
	CONSTRAINT "sale_items_amounts_check" CHECK ("sale_items"."discount_amount" between 0 and "sale_items"."gross_amount" and "sale_items"."net_amount" = "sale_items"."gross_amount" - "sale_items"."discount_amount"
        and "sale_items"."total_amount" = "sale_items"."net_amount" + "sale_items"."tax_amount"),
	CONSTRAINT "sale_items_discount_check" CHECK (("sale_items"."discount_kind" = 'deal') = ("sale_items"."deal_id" is not null)
        and ("sale_items"."discount_kind" = 'membership') = ("sale_items"."client_membership_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"sale_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"payment_type_id" bigint NOT NULL,
	"payment_kind" text NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"amount" bigint NOT NULL,
	"tip_amount" bigint DEFAULT 0 NOT NULL,
	"voucher_id" bigint,
	"refund_id" bigint,
	"reverses_payment_id" bigint,
	"reference" text,
	"tendered" bigint,
	"change_given" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_payment_kind_check" CHECK ("payments"."payment_kind" in ('cash', 'card', 'voucher', 'other')),
	CONSTRAINT "payments_amount_check" CHECK (case
        when "payments"."kind" = 'refund' then "payments"."amount" < 0 and "payments"."refund_id" is not null
        when "payments"."reverses_payment_id" is not null then "payments"."amount" < 0
        else "payments"."amount" > 0 end),
	CONSTRAINT "payments_tip_check" CHECK (abs("payments"."tip_amount") <= abs("payments"."amount") and sign("payments"."tip_amount") in (0, sign("payments"."amount"))),
	CONSTRAINT "payments_voucher_check" CHECK (("payments"."payment_kind" = 'voucher') = ("payments"."voucher_id" is not null)),
	CONSTRAINT "payments_amount_range" CHECK ("payments"."amount" between -1000000000000 and 1000000000000),
	CONSTRAINT "payments_tendered_check" CHECK ("payments"."tendered" between 0 and 1000000000000),
	CONSTRAINT "payments_cash_check" CHECK ("payments"."tendered" is null or "payments"."change_given" = "payments"."tendered" - "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "sale_tips" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sale_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"sale_id" bigint NOT NULL,
	"payment_id" bigint,
	"refund_id" bigint,
	"team_member_id" bigint,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_tips_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "sale_tips_amount_check" CHECK ("sale_tips"."amount" <> 0
        and ("sale_tips"."amount" < 0 or ("sale_tips"."payment_id" is not null and "sale_tips"."refund_id" is null))
        and ("sale_tips"."payment_id" is not null or "sale_tips"."refund_id" is not null)),
	CONSTRAINT "sale_tips_amount_range" CHECK ("sale_tips"."amount" between -1000000000000 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "refund_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"refund_id" bigint NOT NULL,
	"sale_item_id" bigint NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_items_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "refund_items_amounts_check" CHECK ("refund_items"."total_amount" = "refund_items"."net_amount" + "refund_items"."tax_amount"
        and ("refund_items"."quantity" > 0 or "refund_items"."total_amount" > 0)),
	CONSTRAINT "refund_items_quantity_check" CHECK ("refund_items"."quantity" between 0 and 1000000),
	CONSTRAINT "refund_items_net_amount_check" CHECK ("refund_items"."net_amount" between 0 and 1000000000000),
	CONSTRAINT "refund_items_tax_amount_check" CHECK ("refund_items"."tax_amount" between 0 and 1000000000000),
	CONSTRAINT "refund_items_total_amount_check" CHECK ("refund_items"."total_amount" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"refund_number" text NOT NULL,
	"invoice_sequence_id" bigint NOT NULL,
	"invoice_seq_no" bigint NOT NULL,
	"original_sale_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"refund_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"processed_by" integer NOT NULL,
	"tip_refund_amount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("refunds"."refund_number", '') || ' ' || coalesce("refunds"."reason", ''))) STORED,
	CONSTRAINT "refunds_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "refunds_amounts_check" CHECK ("refunds"."tip_refund_amount" between 0 and "refunds"."total"),
	CONSTRAINT "refunds_total_check" CHECK ("refunds"."total" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "commission_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"sale_id" bigint NOT NULL,
	"sale_item_id" bigint NOT NULL,
	"team_member_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"item_type" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"base_amount" bigint NOT NULL,
	"rate_pct" numeric(7, 4),
	"fixed_amount" bigint,
	"amount" bigint NOT NULL,
	"reverses_entry_id" bigint,
	"refund_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "commission_entries_kind_check" CHECK ("commission_entries"."kind" in ('accrual', 'reversal')),
	CONSTRAINT "commission_entries_item_type_check" CHECK ("commission_entries"."item_type" in ('service', 'product', 'voucher', 'membership')),
	CONSTRAINT "commission_entries_amount_check" CHECK (case "commission_entries"."kind"
        when 'accrual' then "commission_entries"."amount" > 0 and "commission_entries"."reverses_entry_id" is null
        else "commission_entries"."amount" < 0 and "commission_entries"."reverses_entry_id" is not null end),
	CONSTRAINT "commission_entries_amount_range" CHECK ("commission_entries"."amount" between -1000000000000 and 1000000000000),
	CONSTRAINT "commission_entries_base_amount_check" CHECK ("commission_entries"."base_amount" between 0 and 1000000000000),
	CONSTRAINT "commission_entries_fixed_amount_check" CHECK ("commission_entries"."fixed_amount" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("merchant_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "client_memberships" DROP CONSTRAINT "client_memberships_status_check";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_client_id_fk" FOREIGN KEY ("merchant_id","client_id") REFERENCES "public"."clients"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_appointment_id_fk" FOREIGN KEY ("merchant_id","appointment_id") REFERENCES "public"."appointments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_invoice_sequence_id_fk" FOREIGN KEY ("merchant_id","invoice_sequence_id") REFERENCES "public"."invoice_sequences"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_appointment_service_id_fk" FOREIGN KEY ("merchant_id","appointment_service_id") REFERENCES "public"."appointment_services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_deal_id_fk" FOREIGN KEY ("merchant_id","deal_id") REFERENCES "public"."deals"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_client_membership_id_fk" FOREIGN KEY ("merchant_id","client_membership_id") REFERENCES "public"."client_memberships"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_tax_rate_id_fk" FOREIGN KEY ("merchant_id","tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_id_fk" FOREIGN KEY ("merchant_id","payment_type_id") REFERENCES "public"."payment_types"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_id_fk" FOREIGN KEY ("merchant_id","voucher_id") REFERENCES "public"."vouchers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_id_fk" FOREIGN KEY ("merchant_id","refund_id") REFERENCES "public"."refunds"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_fk" FOREIGN KEY ("merchant_id","reverses_payment_id") REFERENCES "public"."payments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_payment_id_fk" FOREIGN KEY ("merchant_id","payment_id") REFERENCES "public"."payments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_refund_id_fk" FOREIGN KEY ("merchant_id","refund_id") REFERENCES "public"."refunds"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_fk" FOREIGN KEY ("merchant_id","refund_id") REFERENCES "public"."refunds"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_sale_item_id_fk" FOREIGN KEY ("merchant_id","sale_item_id") REFERENCES "public"."sale_items"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_original_sale_id_fk" FOREIGN KEY ("merchant_id","original_sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_sequence_id_fk" FOREIGN KEY ("merchant_id","invoice_sequence_id") REFERENCES "public"."invoice_sequences"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_sale_item_id_fk" FOREIGN KEY ("merchant_id","sale_item_id") REFERENCES "public"."sale_items"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_refund_id_fk" FOREIGN KEY ("merchant_id","refund_id") REFERENCES "public"."refunds"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_reverses_entry_id_fk" FOREIGN KEY ("merchant_id","reverses_entry_id") REFERENCES "public"."commission_entries"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_merchant_invoice_key" ON "sales" USING btree ("merchant_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_sequence_number_key" ON "sales" USING btree ("merchant_id","invoice_sequence_id","invoice_seq_no") WHERE "sales"."invoice_seq_no" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_appointment_key" ON "sales" USING btree ("merchant_id","appointment_id") WHERE "sales"."appointment_id" is not null and "sales"."status" <> 'voided';--> statement-breakpoint
CREATE INDEX "sales_merchant_sale_at_idx" ON "sales" USING btree ("merchant_id","sale_at","id");--> statement-breakpoint
CREATE INDEX "sales_location_sale_at_idx" ON "sales" USING btree ("merchant_id","location_id","sale_at");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" USING btree ("merchant_id","client_id","sale_at") WHERE "sales"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("merchant_id","status") WHERE "sales"."status" in ('unpaid', 'part_paid');--> statement-breakpoint
CREATE INDEX "sales_search_idx" ON "sales" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("merchant_id","sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_items_item_idx" ON "sale_items" USING btree ("merchant_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "sale_items_team_member_idx" ON "sale_items" USING btree ("merchant_id","team_member_id") WHERE "sale_items"."team_member_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_items_deal_idx" ON "sale_items" USING btree ("merchant_id","deal_id") WHERE "sale_items"."deal_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_items_client_membership_idx" ON "sale_items" USING btree ("client_membership_id") WHERE "sale_items"."client_membership_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_items_appointment_service_idx" ON "sale_items" USING btree ("appointment_service_id") WHERE "sale_items"."appointment_service_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_items_tax_rate_idx" ON "sale_items" USING btree ("tax_rate_id") WHERE "sale_items"."tax_rate_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_sale_idx" ON "payments" USING btree ("merchant_id","sale_id","id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("merchant_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_payment_type_idx" ON "payments" USING btree ("merchant_id","payment_type_id");--> statement-breakpoint
CREATE INDEX "payments_location_idx" ON "payments" USING btree ("merchant_id","location_id");--> statement-breakpoint
CREATE INDEX "payments_voucher_idx" ON "payments" USING btree ("voucher_id") WHERE "payments"."voucher_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("refund_id") WHERE "payments"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_reverses_idx" ON "payments" USING btree ("reverses_payment_id") WHERE "payments"."reverses_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_tips_sale_idx" ON "sale_tips" USING btree ("merchant_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_tips_member_idx" ON "sale_tips" USING btree ("merchant_id","team_member_id");--> statement-breakpoint
CREATE INDEX "sale_tips_payment_idx" ON "sale_tips" USING btree ("payment_id") WHERE "sale_tips"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_tips_refund_idx" ON "sale_tips" USING btree ("refund_id") WHERE "sale_tips"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "refund_items_refund_idx" ON "refund_items" USING btree ("merchant_id","refund_id");--> statement-breakpoint
CREATE INDEX "refund_items_sale_item_idx" ON "refund_items" USING btree ("merchant_id","sale_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_merchant_number_key" ON "refunds" USING btree ("merchant_id","refund_number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_sequence_number_key" ON "refunds" USING btree ("merchant_id","invoice_sequence_id","invoice_seq_no");--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" USING btree ("merchant_id","original_sale_id");--> statement-breakpoint
CREATE INDEX "refunds_refund_at_idx" ON "refunds" USING btree ("merchant_id","refund_at");--> statement-breakpoint
CREATE INDEX "refunds_search_idx" ON "refunds" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commission_entries_member_idx" ON "commission_entries" USING btree ("merchant_id","team_member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "commission_entries_sale_idx" ON "commission_entries" USING btree ("merchant_id","sale_id");--> statement-breakpoint
CREATE INDEX "commission_entries_item_idx" ON "commission_entries" USING btree ("merchant_id","sale_item_id");--> statement-breakpoint
CREATE INDEX "commission_entries_reverses_idx" ON "commission_entries" USING btree ("reverses_entry_id") WHERE "commission_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_entries_refund_idx" ON "commission_entries" USING btree ("refund_id") WHERE "commission_entries"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- NOT VALID (edited by hand): rows written before sales existed (the demo's or a test's, with a
-- placeholder sale_item_id) stay; every row written from now on is checked.
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_sale_item_id_fk" FOREIGN KEY ("merchant_id","sale_item_id") REFERENCES "public"."sale_items"("merchant_id","id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
-- NOT VALID (edited by hand): rows written before sales existed (the demo's or a test's, with a
-- placeholder sale_item_id) stay; every row written from now on is checked.
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_sale_item_id_fk" FOREIGN KEY ("merchant_id","sale_item_id") REFERENCES "public"."sale_items"("merchant_id","id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_payment_id_fk" FOREIGN KEY ("merchant_id","payment_id") REFERENCES "public"."payments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sale_id_fk" FOREIGN KEY ("merchant_id","sale_id") REFERENCES "public"."sales"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_status_check" CHECK ("client_memberships"."status" in ('pending', 'active', 'expired', 'cancelled'));