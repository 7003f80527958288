CREATE TABLE "team_member_locations" (
	"team_member_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "team_member_locations_team_member_id_location_id_pk" PRIMARY KEY("team_member_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "client_notification_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_notification_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"reminder_offset_minutes" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"channel_email" boolean DEFAULT true NOT NULL,
	"channel_sms" boolean DEFAULT false NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notification_templates_type_check" CHECK ("client_notification_templates"."type" in ('reminder', 'new_appointment', 'rescheduled_appointment', 'cancelled_appointment', 'no_show', 'thank_you')),
	CONSTRAINT "client_notification_templates_reminder_offset_check" CHECK (("client_notification_templates"."type" = 'reminder' and "client_notification_templates"."reminder_offset_minutes" is not null and "client_notification_templates"."reminder_offset_minutes" > 0) or ("client_notification_templates"."type" <> 'reminder' and "client_notification_templates"."reminder_offset_minutes" is null)),
	CONSTRAINT "client_notification_templates_channel_check" CHECK (not "client_notification_templates"."enabled" or "client_notification_templates"."channel_email" or "client_notification_templates"."channel_sms")
);
--> statement-breakpoint
CREATE TABLE "referral_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"initiated_by" text DEFAULT 'any' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_reasons_initiated_by_check" CHECK ("cancellation_reasons"."initiated_by" in ('client', 'business', 'any'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"barcode" text,
	"sku" text,
	"brand_id" integer,
	"category_id" integer,
	"supplier_id" integer,
	"usage_type" text DEFAULT 'retail' NOT NULL,
	"measure_unit" text,
	"measure_amount" numeric(12, 3),
	"supply_price" bigint DEFAULT 0 NOT NULL,
	"retail_price" bigint,
	"retail_sales_enabled" boolean DEFAULT true NOT NULL,
	"commission_enabled" boolean DEFAULT true NOT NULL,
	"tax_rate_id" integer,
	"track_stock" boolean DEFAULT true NOT NULL,
	"low_stock_level" integer,
	"reorder_quantity" integer,
	"image_path" text,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_usage_type_check" CHECK ("products"."usage_type" in ('retail', 'professional', 'both')),
	CONSTRAINT "products_measure_unit_check" CHECK ("products"."measure_unit" in ('ml', 'g', 'oz', 'pcs')),
	CONSTRAINT "products_measure_amount_check" CHECK ("products"."measure_amount" > 0),
	CONSTRAINT "products_supply_price_check" CHECK ("products"."supply_price" >= 0),
	CONSTRAINT "products_retail_price_check" CHECK ("products"."retail_price" >= 0),
	CONSTRAINT "products_retail_price_required_check" CHECK (not "products"."retail_sales_enabled" or "products"."retail_price" is not null),
	CONSTRAINT "products_low_stock_level_check" CHECK ("products"."low_stock_level" >= 0),
	CONSTRAINT "products_reorder_quantity_check" CHECK ("products"."reorder_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_first_name" text,
	"contact_last_name" text,
	"email" text,
	"mobile" text,
	"phone" text,
	"website" text,
	"account_number" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postcode" text,
	"country_code" char(2),
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"repeat_weeks" smallint DEFAULT 1 NOT NULL,
	"weeks" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_patterns_range_check" CHECK ("shift_patterns"."end_date" is null or "shift_patterns"."end_date" >= "shift_patterns"."start_date"),
	CONSTRAINT "shift_patterns_repeat_weeks_check" CHECK ("shift_patterns"."repeat_weeks" between 1 and 4),
	CONSTRAINT "shift_patterns_weeks_check" CHECK (jsonb_typeof("shift_patterns"."weeks") = 'array' and jsonb_array_length("shift_patterns"."weeks") = "shift_patterns"."repeat_weeks")
);
--> statement-breakpoint
CREATE TABLE "shift_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_overrides_intervals_check" CHECK (jsonb_typeof("shift_overrides"."intervals") = 'array')
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"type" text DEFAULT 'annual' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."end_at" > "time_off"."start_at"),
	CONSTRAINT "time_off_type_check" CHECK ("time_off"."type" in ('annual', 'sick', 'training', 'other'))
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"deduct_discounts" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_plan_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_plan_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"commission_plan_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rate_type" text DEFAULT 'percent' NOT NULL,
	"rate_pct" numeric(7, 4),
	"fixed_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plan_rules_item_type_check" CHECK ("commission_plan_rules"."item_type" in ('service', 'product', 'membership', 'voucher')),
	CONSTRAINT "commission_plan_rules_rate_type_check" CHECK ("commission_plan_rules"."rate_type" in ('percent', 'fixed')),
	CONSTRAINT "commission_plan_rules_rate_pct_check" CHECK ("commission_plan_rules"."rate_pct" between 0 and 100),
	CONSTRAINT "commission_plan_rules_fixed_amount_check" CHECK ("commission_plan_rules"."fixed_amount" >= 0),
	CONSTRAINT "commission_plan_rules_rate_check" CHECK (not "commission_plan_rules"."enabled" or ("commission_plan_rules"."rate_type" = 'percent' and "commission_plan_rules"."rate_pct" is not null) or ("commission_plan_rules"."rate_type" = 'fixed' and "commission_plan_rules"."fixed_amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "commission_plan_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_plan_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"commission_plan_rule_id" integer NOT NULL,
	"service_id" integer,
	"product_id" integer,
	"membership_id" integer,
	"voucher_type_id" integer,
	"excluded" boolean DEFAULT false NOT NULL,
	"rate_pct" numeric(7, 4),
	"fixed_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plan_overrides_one_item_check" CHECK (num_nonnulls("commission_plan_overrides"."service_id", "commission_plan_overrides"."product_id", "commission_plan_overrides"."membership_id", "commission_plan_overrides"."voucher_type_id") = 1),
	CONSTRAINT "commission_plan_overrides_rate_check" CHECK ("commission_plan_overrides"."excluded" or "commission_plan_overrides"."rate_pct" is not null or "commission_plan_overrides"."fixed_amount" is not null),
	CONSTRAINT "commission_plan_overrides_rate_pct_check" CHECK ("commission_plan_overrides"."rate_pct" between 0 and 100),
	CONSTRAINT "commission_plan_overrides_fixed_amount_check" CHECK ("commission_plan_overrides"."fixed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"resource_category_id" integer,
	"location_id" integer NOT NULL,
	"code" text,
	"description" text,
	"calendar_colour" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_working_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_working_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"repeat_weeks" smallint DEFAULT 1 NOT NULL,
	"weeks" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_working_hours_range_check" CHECK ("resource_working_hours"."end_date" is null or "resource_working_hours"."end_date" >= "resource_working_hours"."start_date"),
	CONSTRAINT "resource_working_hours_repeat_weeks_check" CHECK ("resource_working_hours"."repeat_weeks" between 1 and 4),
	CONSTRAINT "resource_working_hours_weeks_check" CHECK (jsonb_typeof("resource_working_hours"."weeks") = 'array' and jsonb_array_length("resource_working_hours"."weeks") = "resource_working_hours"."repeat_weeks")
);
--> statement-breakpoint
CREATE TABLE "resource_hour_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_hour_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_hour_overrides_intervals_check" CHECK (jsonb_typeof("resource_hour_overrides"."intervals") = 'array')
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"treatment_type_id" integer NOT NULL,
	"extra_time_type" text DEFAULT 'none' NOT NULL,
	"extra_time_minutes" integer,
	"resources_required" boolean DEFAULT false NOT NULL,
	"online_booking_enabled" boolean DEFAULT true NOT NULL,
	"voucher_sales_enabled" boolean DEFAULT true NOT NULL,
	"commission_enabled" boolean DEFAULT true NOT NULL,
	"tax_rate_id" integer,
	"colour" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_extra_time_type_check" CHECK ("services"."extra_time_type" in ('none', 'processing_after', 'blocked_after')),
	CONSTRAINT "services_extra_time_minutes_check" CHECK ("services"."extra_time_type" = 'none' or ("services"."extra_time_minutes" is not null and "services"."extra_time_minutes" between 5 and 120))
);
--> statement-breakpoint
CREATE TABLE "service_pricing_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_pricing_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text,
	"duration_minutes" integer NOT NULL,
	"price_type" text DEFAULT 'fixed' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"special_price" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pricing_options_price_type_check" CHECK ("service_pricing_options"."price_type" in ('fixed', 'from', 'free')),
	CONSTRAINT "service_pricing_options_duration_check" CHECK ("service_pricing_options"."duration_minutes" between 5 and 720 and "service_pricing_options"."duration_minutes" % 5 = 0),
	CONSTRAINT "service_pricing_options_price_check" CHECK ("service_pricing_options"."price" >= 0 and ("service_pricing_options"."price_type" <> 'free' or "service_pricing_options"."price" = 0)),
	CONSTRAINT "service_pricing_options_special_price_check" CHECK ("service_pricing_options"."special_price" >= 0 and "service_pricing_options"."special_price" < "service_pricing_options"."price")
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"service_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "service_locations_service_id_location_id_pk" PRIMARY KEY("service_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "service_resources" (
	"service_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "service_resources_service_id_resource_id_pk" PRIMARY KEY("service_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "service_team_members" (
	"service_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	CONSTRAINT "service_team_members_service_id_team_member_id_pk" PRIMARY KEY("service_id","team_member_id")
);
--> statement-breakpoint
CREATE TABLE "treatment_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text,
	"terms" text,
	"services_scope" text DEFAULT 'all' NOT NULL,
	"session_type" text DEFAULT 'unlimited' NOT NULL,
	"sessions_count" integer,
	"valid_for_value" integer NOT NULL,
	"valid_for_unit" text DEFAULT 'months' NOT NULL,
	"price" bigint NOT NULL,
	"tax_rate_id" integer,
	"online_sales_enabled" boolean DEFAULT true NOT NULL,
	"commission_enabled" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_services_scope_check" CHECK ("memberships"."services_scope" in ('all', 'selected')),
	CONSTRAINT "memberships_session_type_check" CHECK ("memberships"."session_type" in ('limited', 'unlimited')),
	CONSTRAINT "memberships_valid_for_unit_check" CHECK ("memberships"."valid_for_unit" in ('days', 'months', 'years')),
	CONSTRAINT "memberships_sessions_count_check" CHECK (("memberships"."session_type" = 'limited' and "memberships"."sessions_count" is not null and "memberships"."sessions_count" > 0) or ("memberships"."session_type" = 'unlimited' and "memberships"."sessions_count" is null)),
	CONSTRAINT "memberships_valid_for_value_check" CHECK ("memberships"."valid_for_value" > 0),
	CONSTRAINT "memberships_price_check" CHECK ("memberships"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_locations" (
	"membership_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "membership_locations_membership_id_location_id_pk" PRIMARY KEY("membership_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "membership_services" (
	"membership_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "membership_services_membership_id_service_id_pk" PRIMARY KEY("membership_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "client_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"sale_item_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"sessions_total" integer,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_memberships_status_check" CHECK ("client_memberships"."status" in ('active', 'expired', 'cancelled')),
	CONSTRAINT "client_memberships_dates_check" CHECK ("client_memberships"."expiry_date" >= "client_memberships"."start_date"),
	CONSTRAINT "client_memberships_sessions_check" CHECK ("client_memberships"."sessions_used" >= 0 and ("client_memberships"."sessions_total" is null or ("client_memberships"."sessions_total" > 0 and "client_memberships"."sessions_used" <= "client_memberships"."sessions_total")))
);
--> statement-breakpoint
CREATE TABLE "service_availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"location_id" integer,
	"rules" jsonb NOT NULL,
	"date_from" date,
	"date_to" date,
	"channels" text DEFAULT 'both' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_availability_channels_check" CHECK ("service_availability"."channels" in ('online', 'in_store', 'both')),
	CONSTRAINT "service_availability_rules_check" CHECK (jsonb_typeof("service_availability"."rules") = 'array'),
	CONSTRAINT "service_availability_range_check" CHECK ("service_availability"."date_to" is null or "service_availability"."date_from" is null or "service_availability"."date_to" >= "service_availability"."date_from")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"code" text,
	"discount_type" text NOT NULL,
	"discount_pct" numeric(7, 4),
	"discount_amount" bigint,
	"applies_to" text NOT NULL,
	"channels" text DEFAULT 'both' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit_total" integer,
	"usage_limit_per_client" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_type_check" CHECK ("deals"."type" in ('promotion_code', 'flash_sale')),
	CONSTRAINT "deals_discount_type_check" CHECK ("deals"."discount_type" in ('percent', 'fixed')),
	CONSTRAINT "deals_applies_to_check" CHECK ("deals"."applies_to" in ('all_services', 'selected_services', 'all_products', 'selected_products', 'memberships', 'vouchers')),
	CONSTRAINT "deals_channels_check" CHECK ("deals"."channels" in ('online', 'in_store', 'both')),
	CONSTRAINT "deals_status_check" CHECK ("deals"."status" in ('active', 'inactive', 'archived')),
	CONSTRAINT "deals_code_check" CHECK ("deals"."type" <> 'promotion_code' or "deals"."code" is not null),
	CONSTRAINT "deals_discount_check" CHECK (("deals"."discount_type" = 'percent' and "deals"."discount_pct" is not null and "deals"."discount_pct" between 0 and 100 and "deals"."discount_amount" is null) or ("deals"."discount_type" = 'fixed' and "deals"."discount_amount" is not null and "deals"."discount_amount" >= 0 and "deals"."discount_pct" is null)),
	CONSTRAINT "deals_period_check" CHECK ("deals"."ends_at" is null or "deals"."ends_at" > "deals"."starts_at"),
	CONSTRAINT "deals_usage_limits_check" CHECK ("deals"."usage_limit_total" > 0 and "deals"."usage_limit_per_client" > 0)
);
--> statement-breakpoint
CREATE TABLE "deal_locations" (
	"deal_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "deal_locations_deal_id_location_id_pk" PRIMARY KEY("deal_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "deal_products" (
	"deal_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "deal_products_deal_id_product_id_pk" PRIMARY KEY("deal_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "deal_services" (
	"deal_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "deal_services_deal_id_service_id_pk" PRIMARY KEY("deal_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	"retail_price" bigint NOT NULL,
	"valid_for_value" integer,
	"valid_for_unit" text,
	"redeemable_for" text DEFAULT 'any' NOT NULL,
	"online_sales_enabled" boolean DEFAULT true NOT NULL,
	"title" text,
	"description" text,
	"colour" text,
	"note_for_client" text,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_types_redeemable_for_check" CHECK ("voucher_types"."redeemable_for" in ('any', 'selected_services')),
	CONSTRAINT "voucher_types_valid_for_unit_check" CHECK ("voucher_types"."valid_for_unit" in ('days', 'months', 'years')),
	CONSTRAINT "voucher_types_value_check" CHECK ("voucher_types"."value" > 0),
	CONSTRAINT "voucher_types_retail_price_check" CHECK ("voucher_types"."retail_price" >= 0),
	CONSTRAINT "voucher_types_valid_for_check" CHECK (("voucher_types"."valid_for_value" is null and "voucher_types"."valid_for_unit" is null) or ("voucher_types"."valid_for_value" > 0 and "voucher_types"."valid_for_unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "voucher_type_locations" (
	"voucher_type_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "voucher_type_locations_voucher_type_id_location_id_pk" PRIMARY KEY("voucher_type_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_type_services" (
	"voucher_type_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "voucher_type_services_voucher_type_id_service_id_pk" PRIMARY KEY("voucher_type_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"voucher_type_id" integer,
	"sale_item_id" integer NOT NULL,
	"location_id" integer,
	"purchaser_client_id" integer,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"issue_date" date,
	"expiry_date" date,
	"original_value" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_status_check" CHECK ("vouchers"."status" in ('unpaid', 'valid', 'expired', 'redeemed', 'refunded', 'void')),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_original_value_check" CHECK ("vouchers"."original_value" > 0),
	CONSTRAINT "vouchers_balance_check" CHECK ("vouchers"."balance" >= 0),
	CONSTRAINT "vouchers_dates_check" CHECK ("vouchers"."expiry_date" is null or "vouchers"."issue_date" is null or "vouchers"."expiry_date" >= "vouchers"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "voucher_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"sale_id" integer,
	"payment_id" integer,
	"reverses_transaction_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_transactions_kind_check" CHECK ("voucher_transactions"."kind" in ('issue', 'redeem', 'redeem_reversal', 'refund', 'expire', 'adjust')),
	CONSTRAINT "voucher_transactions_amount_check" CHECK (case "voucher_transactions"."kind" when 'issue' then "voucher_transactions"."amount" > 0 when 'redeem_reversal' then "voucher_transactions"."amount" > 0 when 'adjust' then "voucher_transactions"."amount" <> 0 else "voucher_transactions"."amount" < 0 end),
	CONSTRAINT "voucher_transactions_balance_after_check" CHECK ("voucher_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"default_valid_for_value" integer DEFAULT 12 NOT NULL,
	"default_valid_for_unit" text DEFAULT 'months' NOT NULL,
	"code_length" smallint DEFAULT 8 NOT NULL,
	"code_prefix" text,
	"allow_partial_redemption" boolean DEFAULT true NOT NULL,
	"redeemable_on_products" boolean DEFAULT false NOT NULL,
	"online_sales_enabled" boolean DEFAULT true NOT NULL,
	"terms_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_settings_valid_for_unit_check" CHECK ("voucher_settings"."default_valid_for_unit" in ('days', 'months', 'years')),
	CONSTRAINT "voucher_settings_valid_for_value_check" CHECK ("voucher_settings"."default_valid_for_value" > 0),
	CONSTRAINT "voucher_settings_code_length_check" CHECK ("voucher_settings"."code_length" between 6 and 16),
	CONSTRAINT "voucher_settings_code_prefix_check" CHECK ("voucher_settings"."code_prefix" = upper("voucher_settings"."code_prefix"))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"region" text,
	"postcode" text,
	"country_code" char(2),
	"timezone" text NOT NULL,
	"phone" text,
	"email" text,
	"opening_hours" jsonb NOT NULL,
	"default_service_tax_rate_id" integer,
	"default_product_tax_rate_id" integer,
	"invoice_sequence_id" integer NOT NULL,
	"online_booking_enabled" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_opening_hours_check" CHECK (jsonb_typeof("locations"."opening_hours") = 'object')
);
--> statement-breakpoint
CREATE TABLE "billing_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postcode" text,
	"country_code" char(2),
	"tax_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_booking_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_booking_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"slot_interval_minutes" integer DEFAULT 15 NOT NULL,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"max_advance_days" integer DEFAULT 90 NOT NULL,
	"allow_team_member_selection" boolean DEFAULT true NOT NULL,
	"allow_any_team_member" boolean DEFAULT true NOT NULL,
	"client_cancel_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"require_phone" boolean DEFAULT true NOT NULL,
	"important_info_text" text,
	"disabled_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_settings_slot_interval_check" CHECK ("online_booking_settings"."slot_interval_minutes" in (5, 10, 15, 20, 30, 60)),
	CONSTRAINT "online_booking_settings_min_notice_check" CHECK ("online_booking_settings"."min_notice_minutes" >= 0),
	CONSTRAINT "online_booking_settings_max_advance_check" CHECK ("online_booking_settings"."max_advance_days" >= 1),
	CONSTRAINT "online_booking_settings_cancel_notice_check" CHECK ("online_booking_settings"."client_cancel_notice_minutes" between 30 and 2880)
);
--> statement-breakpoint
CREATE TABLE "close_date_locations" (
	"close_date_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "close_date_locations_close_date_id_location_id_pk" PRIMARY KEY("close_date_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "close_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "close_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "close_dates_range_check" CHECK ("close_dates"."end_date" >= "close_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"location_id" integer,
	"manager_team_member_id" integer,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_sequences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"next_number" bigint DEFAULT 1 NOT NULL,
	"padding" smallint DEFAULT 6 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sequences_next_number_check" CHECK ("invoice_sequences"."next_number" >= 1),
	CONSTRAINT "invoice_sequences_padding_check" CHECK ("invoice_sequences"."padding" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_pct" numeric(7, 4) NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_pct_check" CHECK ("tax_rates"."rate_pct" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tip_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tip_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"suggested_pct" numeric(7, 4)[] DEFAULT '{}' NOT NULL,
	"allow_custom" boolean DEFAULT true NOT NULL,
	"calculate_on" text DEFAULT 'after_tax' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_settings_calculate_on_check" CHECK ("tip_settings"."calculate_on" in ('before_tax', 'after_tax')),
	CONSTRAINT "tip_settings_suggested_pct_check" CHECK (cardinality("tip_settings"."suggested_pct") <= 5 and 5 <= all("tip_settings"."suggested_pct") and 100 >= all("tip_settings"."suggested_pct"))
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_types_kind_check" CHECK ("payment_types"."kind" in ('cash', 'card', 'voucher', 'other')),
	CONSTRAINT "payment_types_system_not_archived_check" CHECK (not "payment_types"."is_system" or "payment_types"."archived_at" is null)
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"serial_number" text,
	"location_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_type_check" CHECK ("devices"."type" in ('card_terminal', 'receipt_printer', 'tablet', 'barcode_scanner')),
	CONSTRAINT "devices_status_check" CHECK ("devices"."status" in ('active', 'offline', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "referral_source_id" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_templates" ADD CONSTRAINT "client_notification_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_templates" ADD CONSTRAINT "client_notification_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_sources" ADD CONSTRAINT "referral_sources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_sources" ADD CONSTRAINT "referral_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ADD CONSTRAINT "commission_plan_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ADD CONSTRAINT "commission_plan_rules_commission_plan_id_commission_plans_id_fk" FOREIGN KEY ("commission_plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_rule_fk" FOREIGN KEY ("commission_plan_rule_id") REFERENCES "public"."commission_plan_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_resource_category_id_resource_categories_id_fk" FOREIGN KEY ("resource_category_id") REFERENCES "public"."resource_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_categories" ADD CONSTRAINT "resource_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_categories" ADD CONSTRAINT "resource_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ADD CONSTRAINT "resource_working_hours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ADD CONSTRAINT "resource_working_hours_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ADD CONSTRAINT "resource_working_hours_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ADD CONSTRAINT "resource_hour_overrides_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ADD CONSTRAINT "resource_hour_overrides_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ADD CONSTRAINT "resource_hour_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_treatment_type_id_treatment_types_id_fk" FOREIGN KEY ("treatment_type_id") REFERENCES "public"."treatment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_types" ADD CONSTRAINT "treatment_types_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_types" ADD CONSTRAINT "treatment_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_types" ADD CONSTRAINT "voucher_types_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_types" ADD CONSTRAINT "voucher_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchaser_client_id_clients_id_fk" FOREIGN KEY ("purchaser_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_reverses_fk" FOREIGN KEY ("reverses_transaction_id") REFERENCES "public"."voucher_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_service_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("default_service_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_product_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("default_product_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_invoice_sequence_id_invoice_sequences_id_fk" FOREIGN KEY ("invoice_sequence_id") REFERENCES "public"."invoice_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD CONSTRAINT "online_booking_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_close_date_id_close_dates_id_fk" FOREIGN KEY ("close_date_id") REFERENCES "public"."close_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_dates" ADD CONSTRAINT "close_dates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_dates" ADD CONSTRAINT "close_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_manager_team_member_id_team_members_id_fk" FOREIGN KEY ("manager_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_settings" ADD CONSTRAINT "tip_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_settings" ADD CONSTRAINT "tip_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_member_locations_location_idx" ON "team_member_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "client_notification_templates_merchant_idx" ON "client_notification_templates" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_notification_templates_merchant_type_key" ON "client_notification_templates" USING btree ("merchant_id","type") WHERE "client_notification_templates"."type" <> 'reminder';--> statement-breakpoint
CREATE UNIQUE INDEX "client_notification_templates_merchant_reminder_key" ON "client_notification_templates" USING btree ("merchant_id","reminder_offset_minutes") WHERE "client_notification_templates"."type" = 'reminder';--> statement-breakpoint
CREATE INDEX "referral_sources_merchant_idx" ON "referral_sources" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_sources_merchant_name_key" ON "referral_sources" USING btree ("merchant_id",lower("name")) WHERE "referral_sources"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "referral_sources_search_idx" ON "referral_sources" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_sources_merchant_default_key" ON "referral_sources" USING btree ("merchant_id") WHERE "referral_sources"."is_default" and "referral_sources"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "cancellation_reasons_merchant_idx" ON "cancellation_reasons" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_reasons_merchant_name_key" ON "cancellation_reasons" USING btree ("merchant_id",lower("name")) WHERE "cancellation_reasons"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "cancellation_reasons_search_idx" ON "cancellation_reasons" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_name_key" ON "products" USING btree ("merchant_id",lower("name")) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_barcode_key" ON "products" USING btree ("merchant_id","barcode") WHERE "products"."barcode" is not null and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (lower(coalesce("name", '') || ' ' || coalesce("sku", '') || ' ' || coalesce("barcode", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_tax_rate_idx" ON "products" USING btree ("tax_rate_id");--> statement-breakpoint
CREATE INDEX "product_categories_merchant_idx" ON "product_categories" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_merchant_name_key" ON "product_categories" USING btree ("merchant_id",lower("name")) WHERE "product_categories"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_categories_search_idx" ON "product_categories" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_merchant_idx" ON "brands" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_merchant_name_key" ON "brands" USING btree ("merchant_id",lower("name")) WHERE "brands"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_merchant_idx" ON "suppliers" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_merchant_name_key" ON "suppliers" USING btree ("merchant_id",lower("name")) WHERE "suppliers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin (lower(coalesce("name", '') || ' ' || coalesce("contact_first_name", '') || ' ' || coalesce("contact_last_name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shift_patterns_merchant_idx" ON "shift_patterns" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "shift_patterns_member_idx" ON "shift_patterns" USING btree ("team_member_id","start_date");--> statement-breakpoint
CREATE INDEX "shift_patterns_location_idx" ON "shift_patterns" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "shift_overrides_merchant_idx" ON "shift_overrides" USING btree ("merchant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_overrides_member_date_key" ON "shift_overrides" USING btree ("team_member_id","date");--> statement-breakpoint
CREATE INDEX "shift_overrides_location_idx" ON "shift_overrides" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "time_off_merchant_idx" ON "time_off" USING btree ("merchant_id","start_at");--> statement-breakpoint
CREATE INDEX "time_off_member_idx" ON "time_off" USING btree ("team_member_id","start_at");--> statement-breakpoint
CREATE INDEX "commission_plans_merchant_idx" ON "commission_plans" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plans_team_member_key" ON "commission_plans" USING btree ("team_member_id");--> statement-breakpoint
CREATE INDEX "commission_plan_rules_merchant_idx" ON "commission_plan_rules" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_rules_plan_item_type_key" ON "commission_plan_rules" USING btree ("commission_plan_id","item_type");--> statement-breakpoint
CREATE INDEX "commission_plan_overrides_merchant_idx" ON "commission_plan_overrides" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_overrides_rule_item_key" ON "commission_plan_overrides" USING btree ("commission_plan_rule_id",coalesce("service_id", 0),coalesce("product_id", 0),coalesce("membership_id", 0),coalesce("voucher_type_id", 0));--> statement-breakpoint
CREATE INDEX "commission_plan_overrides_service_idx" ON "commission_plan_overrides" USING btree ("service_id") WHERE "commission_plan_overrides"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_plan_overrides_product_idx" ON "commission_plan_overrides" USING btree ("product_id") WHERE "commission_plan_overrides"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_plan_overrides_membership_idx" ON "commission_plan_overrides" USING btree ("membership_id") WHERE "commission_plan_overrides"."membership_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_plan_overrides_voucher_type_idx" ON "commission_plan_overrides" USING btree ("voucher_type_id") WHERE "commission_plan_overrides"."voucher_type_id" is not null;--> statement-breakpoint
CREATE INDEX "resources_merchant_idx" ON "resources" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_location_name_key" ON "resources" USING btree ("merchant_id","location_id",lower("name")) WHERE "resources"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin (lower(coalesce("name", '') || ' ' || coalesce("code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_location_idx" ON "resources" USING btree ("location_id","sort_order");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("resource_category_id");--> statement-breakpoint
CREATE INDEX "resource_categories_merchant_idx" ON "resource_categories" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_categories_merchant_name_key" ON "resource_categories" USING btree ("merchant_id",lower("name")) WHERE "resource_categories"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "resource_categories_search_idx" ON "resource_categories" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_working_hours_merchant_idx" ON "resource_working_hours" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "resource_working_hours_resource_idx" ON "resource_working_hours" USING btree ("resource_id","start_date");--> statement-breakpoint
CREATE INDEX "resource_hour_overrides_merchant_idx" ON "resource_hour_overrides" USING btree ("merchant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_hour_overrides_resource_date_key" ON "resource_hour_overrides" USING btree ("resource_id","date");--> statement-breakpoint
CREATE INDEX "services_merchant_idx" ON "services" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_merchant_name_key" ON "services" USING btree ("merchant_id",lower("name")) WHERE "services"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_treatment_type_idx" ON "services" USING btree ("treatment_type_id");--> statement-breakpoint
CREATE INDEX "services_tax_rate_idx" ON "services" USING btree ("tax_rate_id");--> statement-breakpoint
CREATE INDEX "service_pricing_options_merchant_idx" ON "service_pricing_options" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "service_pricing_options_service_idx" ON "service_pricing_options" USING btree ("service_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_pricing_options_service_name_key" ON "service_pricing_options" USING btree ("service_id",lower("name")) WHERE "service_pricing_options"."archived_at" is null and "service_pricing_options"."name" is not null;--> statement-breakpoint
CREATE INDEX "service_locations_location_idx" ON "service_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "service_resources_resource_idx" ON "service_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "service_team_members_team_member_idx" ON "service_team_members" USING btree ("team_member_id");--> statement-breakpoint
CREATE INDEX "treatment_types_merchant_idx" ON "treatment_types" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_types_merchant_name_key" ON "treatment_types" USING btree ("merchant_id",lower("name")) WHERE "treatment_types"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "treatment_types_search_idx" ON "treatment_types" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_merchant_idx" ON "memberships" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_merchant_name_key" ON "memberships" USING btree ("merchant_id",lower("name")) WHERE "memberships"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "memberships_search_idx" ON "memberships" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_tax_rate_idx" ON "memberships" USING btree ("tax_rate_id");--> statement-breakpoint
CREATE INDEX "membership_locations_location_idx" ON "membership_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "membership_services_service_idx" ON "membership_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "client_memberships_merchant_idx" ON "client_memberships" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "client_memberships_client_idx" ON "client_memberships" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_memberships_membership_idx" ON "client_memberships" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "client_memberships_sale_item_idx" ON "client_memberships" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "service_availability_merchant_idx" ON "service_availability" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "service_availability_service_idx" ON "service_availability" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_availability_location_idx" ON "service_availability" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "deals_merchant_idx" ON "deals" USING btree ("merchant_id","starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_merchant_name_key" ON "deals" USING btree ("merchant_id",lower("name")) WHERE "deals"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_merchant_code_key" ON "deals" USING btree ("merchant_id",lower("code")) WHERE "deals"."code" is not null and "deals"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "deals_search_idx" ON "deals" USING gin (lower(coalesce("name", '') || ' ' || coalesce("code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deal_locations_location_idx" ON "deal_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "deal_products_product_idx" ON "deal_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "deal_services_service_idx" ON "deal_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "voucher_types_merchant_idx" ON "voucher_types" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_types_merchant_name_key" ON "voucher_types" USING btree ("merchant_id",lower("name")) WHERE "voucher_types"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "voucher_types_search_idx" ON "voucher_types" USING gin (lower(coalesce("name", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voucher_type_locations_location_idx" ON "voucher_type_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "voucher_type_services_service_idx" ON "voucher_type_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "vouchers_merchant_idx" ON "vouchers" USING btree ("merchant_id","status","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_merchant_code_key" ON "vouchers" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "vouchers_voucher_type_idx" ON "vouchers" USING btree ("voucher_type_id");--> statement-breakpoint
CREATE INDEX "vouchers_sale_item_idx" ON "vouchers" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "vouchers_location_idx" ON "vouchers" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "vouchers_purchaser_idx" ON "vouchers" USING btree ("purchaser_client_id");--> statement-breakpoint
CREATE INDEX "voucher_transactions_merchant_idx" ON "voucher_transactions" USING btree ("merchant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "voucher_transactions_voucher_idx" ON "voucher_transactions" USING btree ("voucher_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "voucher_transactions_sale_idx" ON "voucher_transactions" USING btree ("sale_id") WHERE "voucher_transactions"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "voucher_transactions_payment_idx" ON "voucher_transactions" USING btree ("payment_id") WHERE "voucher_transactions"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "voucher_transactions_reverses_idx" ON "voucher_transactions" USING btree ("reverses_transaction_id") WHERE "voucher_transactions"."reverses_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_settings_merchant_key" ON "voucher_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "locations_merchant_idx" ON "locations" USING btree ("merchant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_merchant_name_key" ON "locations" USING btree ("merchant_id",lower("name")) WHERE "locations"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin (lower(coalesce("name", '') || ' ' || coalesce("city", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_invoice_sequence_idx" ON "locations" USING btree ("invoice_sequence_id");--> statement-breakpoint
CREATE INDEX "locations_service_tax_rate_idx" ON "locations" USING btree ("default_service_tax_rate_id");--> statement-breakpoint
CREATE INDEX "locations_product_tax_rate_idx" ON "locations" USING btree ("default_product_tax_rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_details_merchant_key" ON "billing_details" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_merchant_key" ON "online_booking_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_slug_key" ON "online_booking_settings" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "close_date_locations_location_idx" ON "close_date_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "close_dates_merchant_idx" ON "close_dates" USING btree ("merchant_id","start_date");--> statement-breakpoint
CREATE INDEX "departments_merchant_idx" ON "departments" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_merchant_name_key" ON "departments" USING btree ("merchant_id",lower("name")) WHERE "departments"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "departments_search_idx" ON "departments" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_location_idx" ON "departments" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "departments_manager_idx" ON "departments" USING btree ("manager_team_member_id");--> statement-breakpoint
CREATE INDEX "invoice_sequences_merchant_idx" ON "invoice_sequences" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sequences_merchant_name_key" ON "invoice_sequences" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sequences_merchant_prefix_key" ON "invoice_sequences" USING btree ("merchant_id","prefix");--> statement-breakpoint
CREATE INDEX "tax_rates_merchant_idx" ON "tax_rates" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_merchant_name_key" ON "tax_rates" USING btree ("merchant_id",lower("name")) WHERE "tax_rates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tax_rates_search_idx" ON "tax_rates" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tip_settings_merchant_idx" ON "tip_settings" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_settings_location_key" ON "tip_settings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "payment_types_merchant_idx" ON "payment_types" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_merchant_name_key" ON "payment_types" USING btree ("merchant_id",lower("name")) WHERE "payment_types"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "payment_types_search_idx" ON "payment_types" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_merchant_system_kind_key" ON "payment_types" USING btree ("merchant_id","kind") WHERE "payment_types"."is_system";--> statement-breakpoint
CREATE INDEX "devices_merchant_idx" ON "devices" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "devices_location_idx" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_merchant_name_key" ON "devices" USING btree ("merchant_id",lower("name")) WHERE "devices"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_merchant_serial_key" ON "devices" USING btree ("merchant_id","serial_number") WHERE "devices"."serial_number" is not null and "devices"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin (lower(coalesce("name", '') || ' ' || coalesce("serial_number", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_referral_source_id_referral_sources_id_fk" FOREIGN KEY ("referral_source_id") REFERENCES "public"."referral_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_referral_source_idx" ON "clients" USING btree ("referral_source_id") WHERE "clients"."referral_source_id" is not null;--> statement-breakpoint
CREATE INDEX "team_members_department_idx" ON "team_members" USING btree ("department_id");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_default_language_check" CHECK ("merchants"."default_language" in ('en', 'es', 'de', 'it', 'ru', 'ae'));