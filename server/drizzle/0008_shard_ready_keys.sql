-- Ready to shard by merchant_id (docs/scaling.md). Hand-ordered from drizzle-kit's diff,
-- which cannot drop a primary key by name and would drop primary keys before the
-- foreign keys that depend on them. Converts a database in place; its rows keep their ids.
-- 1. Drop the foreign keys that point at id alone (they depend on the primary keys).
ALTER TABLE "users" DROP CONSTRAINT "users_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_referral_source_id_referral_sources_id_fk";--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "team_member_locations" DROP CONSTRAINT "team_member_locations_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "team_member_locations" DROP CONSTRAINT "team_member_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_brand_id_brands_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_product_categories_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_supplier_id_suppliers_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_tax_rate_id_tax_rates_id_fk";--> statement-breakpoint
ALTER TABLE "shift_patterns" DROP CONSTRAINT "shift_patterns_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "shift_patterns" DROP CONSTRAINT "shift_patterns_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "shift_overrides" DROP CONSTRAINT "shift_overrides_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "shift_overrides" DROP CONSTRAINT "shift_overrides_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "time_off" DROP CONSTRAINT "time_off_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plans" DROP CONSTRAINT "commission_plans_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_rules" DROP CONSTRAINT "commission_plan_rules_commission_plan_id_commission_plans_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_membership_id_memberships_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_voucher_type_id_voucher_types_id_fk";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_rule_fk";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_resource_category_id_resource_categories_id_fk";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "resource_working_hours" DROP CONSTRAINT "resource_working_hours_resource_id_resources_id_fk";--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" DROP CONSTRAINT "resource_hour_overrides_resource_id_resources_id_fk";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_treatment_type_id_treatment_types_id_fk";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_tax_rate_id_tax_rates_id_fk";--> statement-breakpoint
ALTER TABLE "service_pricing_options" DROP CONSTRAINT "service_pricing_options_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "service_locations" DROP CONSTRAINT "service_locations_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "service_locations" DROP CONSTRAINT "service_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_resource_id_resources_id_fk";--> statement-breakpoint
ALTER TABLE "service_team_members" DROP CONSTRAINT "service_team_members_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "service_team_members" DROP CONSTRAINT "service_team_members_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_tax_rate_id_tax_rates_id_fk";--> statement-breakpoint
ALTER TABLE "membership_locations" DROP CONSTRAINT "membership_locations_membership_id_memberships_id_fk";--> statement-breakpoint
ALTER TABLE "membership_locations" DROP CONSTRAINT "membership_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "membership_services" DROP CONSTRAINT "membership_services_membership_id_memberships_id_fk";--> statement-breakpoint
ALTER TABLE "membership_services" DROP CONSTRAINT "membership_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "client_memberships" DROP CONSTRAINT "client_memberships_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "client_memberships" DROP CONSTRAINT "client_memberships_membership_id_memberships_id_fk";--> statement-breakpoint
ALTER TABLE "service_availability" DROP CONSTRAINT "service_availability_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "service_availability" DROP CONSTRAINT "service_availability_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "deal_locations" DROP CONSTRAINT "deal_locations_deal_id_deals_id_fk";--> statement-breakpoint
ALTER TABLE "deal_locations" DROP CONSTRAINT "deal_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "deal_products" DROP CONSTRAINT "deal_products_deal_id_deals_id_fk";--> statement-breakpoint
ALTER TABLE "deal_products" DROP CONSTRAINT "deal_products_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "deal_services" DROP CONSTRAINT "deal_services_deal_id_deals_id_fk";--> statement-breakpoint
ALTER TABLE "deal_services" DROP CONSTRAINT "deal_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_type_locations" DROP CONSTRAINT "voucher_type_locations_voucher_type_id_voucher_types_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_type_locations" DROP CONSTRAINT "voucher_type_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_type_services" DROP CONSTRAINT "voucher_type_services_voucher_type_id_voucher_types_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_type_services" DROP CONSTRAINT "voucher_type_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_voucher_type_id_voucher_types_id_fk";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_purchaser_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_transactions" DROP CONSTRAINT "voucher_transactions_voucher_id_vouchers_id_fk";--> statement-breakpoint
ALTER TABLE "voucher_transactions" DROP CONSTRAINT "voucher_transactions_reverses_fk";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_default_service_tax_rate_id_tax_rates_id_fk";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_default_product_tax_rate_id_tax_rates_id_fk";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_invoice_sequence_id_invoice_sequences_id_fk";--> statement-breakpoint
ALTER TABLE "close_date_locations" DROP CONSTRAINT "close_date_locations_close_date_id_close_dates_id_fk";--> statement-breakpoint
ALTER TABLE "close_date_locations" DROP CONSTRAINT "close_date_locations_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_manager_team_member_id_team_members_id_fk";--> statement-breakpoint
ALTER TABLE "tip_settings" DROP CONSTRAINT "tip_settings_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_location_id_locations_id_fk";--> statement-breakpoint
-- 2. Drop the primary keys on id alone (business tables) and on the link pairs.
ALTER TABLE "staff_permissions" DROP CONSTRAINT "staff_permissions_pkey";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_pkey";--> statement-breakpoint
ALTER TABLE "client_notification_templates" DROP CONSTRAINT "client_notification_templates_pkey";--> statement-breakpoint
ALTER TABLE "referral_sources" DROP CONSTRAINT "referral_sources_pkey";--> statement-breakpoint
ALTER TABLE "cancellation_reasons" DROP CONSTRAINT "cancellation_reasons_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_pkey";--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_pkey";--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_pkey";--> statement-breakpoint
ALTER TABLE "shift_patterns" DROP CONSTRAINT "shift_patterns_pkey";--> statement-breakpoint
ALTER TABLE "shift_overrides" DROP CONSTRAINT "shift_overrides_pkey";--> statement-breakpoint
ALTER TABLE "time_off" DROP CONSTRAINT "time_off_pkey";--> statement-breakpoint
ALTER TABLE "commission_plans" DROP CONSTRAINT "commission_plans_pkey";--> statement-breakpoint
ALTER TABLE "commission_plan_rules" DROP CONSTRAINT "commission_plan_rules_pkey";--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_pkey";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_pkey";--> statement-breakpoint
ALTER TABLE "resource_categories" DROP CONSTRAINT "resource_categories_pkey";--> statement-breakpoint
ALTER TABLE "resource_working_hours" DROP CONSTRAINT "resource_working_hours_pkey";--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" DROP CONSTRAINT "resource_hour_overrides_pkey";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint
ALTER TABLE "service_pricing_options" DROP CONSTRAINT "service_pricing_options_pkey";--> statement-breakpoint
ALTER TABLE "treatment_types" DROP CONSTRAINT "treatment_types_pkey";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_pkey";--> statement-breakpoint
ALTER TABLE "client_memberships" DROP CONSTRAINT "client_memberships_pkey";--> statement-breakpoint
ALTER TABLE "service_availability" DROP CONSTRAINT "service_availability_pkey";--> statement-breakpoint
ALTER TABLE "deals" DROP CONSTRAINT "deals_pkey";--> statement-breakpoint
ALTER TABLE "voucher_types" DROP CONSTRAINT "voucher_types_pkey";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_pkey";--> statement-breakpoint
ALTER TABLE "voucher_transactions" DROP CONSTRAINT "voucher_transactions_pkey";--> statement-breakpoint
ALTER TABLE "voucher_settings" DROP CONSTRAINT "voucher_settings_pkey";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey";--> statement-breakpoint
ALTER TABLE "billing_details" DROP CONSTRAINT "billing_details_pkey";--> statement-breakpoint
ALTER TABLE "close_dates" DROP CONSTRAINT "close_dates_pkey";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_pkey";--> statement-breakpoint
ALTER TABLE "invoice_sequences" DROP CONSTRAINT "invoice_sequences_pkey";--> statement-breakpoint
ALTER TABLE "tax_rates" DROP CONSTRAINT "tax_rates_pkey";--> statement-breakpoint
ALTER TABLE "tip_settings" DROP CONSTRAINT "tip_settings_pkey";--> statement-breakpoint
ALTER TABLE "payment_types" DROP CONSTRAINT "payment_types_pkey";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_pkey";--> statement-breakpoint
ALTER TABLE "team_member_locations" DROP CONSTRAINT "team_member_locations_team_member_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "service_locations" DROP CONSTRAINT "service_locations_service_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_service_id_resource_id_pk";--> statement-breakpoint
ALTER TABLE "service_team_members" DROP CONSTRAINT "service_team_members_service_id_team_member_id_pk";--> statement-breakpoint
ALTER TABLE "membership_locations" DROP CONSTRAINT "membership_locations_membership_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "membership_services" DROP CONSTRAINT "membership_services_membership_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "deal_locations" DROP CONSTRAINT "deal_locations_deal_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "deal_products" DROP CONSTRAINT "deal_products_deal_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "deal_services" DROP CONSTRAINT "deal_services_deal_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "voucher_type_locations" DROP CONSTRAINT "voucher_type_locations_voucher_type_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "voucher_type_services" DROP CONSTRAINT "voucher_type_services_voucher_type_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "close_date_locations" DROP CONSTRAINT "close_date_locations_close_date_id_location_id_pk";--> statement-breakpoint
-- 3. Drop the unique indexes that are rebuilt with merchant_id.
DROP INDEX "staff_permissions_user_service_key";--> statement-breakpoint
DROP INDEX "shift_overrides_member_date_key";--> statement-breakpoint
DROP INDEX "commission_plans_team_member_key";--> statement-breakpoint
DROP INDEX "commission_plan_rules_plan_item_type_key";--> statement-breakpoint
DROP INDEX "commission_plan_overrides_rule_item_key";--> statement-breakpoint
DROP INDEX "resource_hour_overrides_resource_date_key";--> statement-breakpoint
DROP INDEX "service_pricing_options_service_name_key";--> statement-breakpoint
DROP INDEX "tip_settings_location_key";--> statement-breakpoint
-- 4. 64-bit ids and id references, one table rewrite each; the identity sequences keep their values.
ALTER TABLE "staff_permissions" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "team_member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "referral_source_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "department_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "team_member_locations" ALTER COLUMN "team_member_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_notification_templates" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "referral_sources" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "brand_id" SET DATA TYPE bigint, ALTER COLUMN "category_id" SET DATA TYPE bigint, ALTER COLUMN "supplier_id" SET DATA TYPE bigint, ALTER COLUMN "tax_rate_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_categories" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shift_patterns" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "team_member_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shift_overrides" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "team_member_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "time_off" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "team_member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "commission_plans" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "team_member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "commission_plan_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "commission_plan_rule_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "product_id" SET DATA TYPE bigint, ALTER COLUMN "membership_id" SET DATA TYPE bigint, ALTER COLUMN "voucher_type_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "resource_category_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "resource_categories" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "treatment_type_id" SET DATA TYPE bigint, ALTER COLUMN "tax_rate_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_pricing_options" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_locations" ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_resources" ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "resource_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_team_members" ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "team_member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "treatment_types" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "tax_rate_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "membership_locations" ALTER COLUMN "membership_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "membership_services" ALTER COLUMN "membership_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "client_memberships" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "client_id" SET DATA TYPE bigint, ALTER COLUMN "membership_id" SET DATA TYPE bigint, ALTER COLUMN "sale_item_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_availability" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "deal_locations" ALTER COLUMN "deal_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "deal_id" SET DATA TYPE bigint, ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "deal_services" ALTER COLUMN "deal_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_types" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ALTER COLUMN "voucher_type_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ALTER COLUMN "voucher_type_id" SET DATA TYPE bigint, ALTER COLUMN "service_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "voucher_type_id" SET DATA TYPE bigint, ALTER COLUMN "sale_item_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint, ALTER COLUMN "purchaser_client_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "voucher_id" SET DATA TYPE bigint, ALTER COLUMN "sale_id" SET DATA TYPE bigint, ALTER COLUMN "payment_id" SET DATA TYPE bigint, ALTER COLUMN "reverses_transaction_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_settings" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "default_service_tax_rate_id" SET DATA TYPE bigint, ALTER COLUMN "default_product_tax_rate_id" SET DATA TYPE bigint, ALTER COLUMN "invoice_sequence_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "billing_details" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "close_date_locations" ALTER COLUMN "close_date_id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "close_dates" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "departments" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint, ALTER COLUMN "manager_team_member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tip_settings" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_types" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "location_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "staff_permissions" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "client_notification_templates" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "referral_sources" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "product_categories" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "shift_patterns" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "shift_overrides" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "time_off" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "commission_plans" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "resource_categories" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "service_pricing_options" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "treatment_types" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "client_memberships" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "service_availability" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "voucher_types" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "voucher_settings" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "billing_details" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "close_dates" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "departments" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "tip_settings" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "payment_types" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
-- 5. Link tables get their merchant_id from the row they belong to.
ALTER TABLE "team_member_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "team_member_locations" SET "merchant_id" = p."merchant_id" FROM "team_members" p WHERE p."id" = "team_member_locations"."team_member_id";--> statement-breakpoint
ALTER TABLE "team_member_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "service_locations" SET "merchant_id" = p."merchant_id" FROM "services" p WHERE p."id" = "service_locations"."service_id";--> statement-breakpoint
ALTER TABLE "service_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_resources" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "service_resources" SET "merchant_id" = p."merchant_id" FROM "services" p WHERE p."id" = "service_resources"."service_id";--> statement-breakpoint
ALTER TABLE "service_resources" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "service_team_members" SET "merchant_id" = p."merchant_id" FROM "services" p WHERE p."id" = "service_team_members"."service_id";--> statement-breakpoint
ALTER TABLE "service_team_members" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "membership_locations" SET "merchant_id" = p."merchant_id" FROM "memberships" p WHERE p."id" = "membership_locations"."membership_id";--> statement-breakpoint
ALTER TABLE "membership_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_services" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "membership_services" SET "merchant_id" = p."merchant_id" FROM "memberships" p WHERE p."id" = "membership_services"."membership_id";--> statement-breakpoint
ALTER TABLE "membership_services" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "deal_locations" SET "merchant_id" = p."merchant_id" FROM "deals" p WHERE p."id" = "deal_locations"."deal_id";--> statement-breakpoint
ALTER TABLE "deal_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_products" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "deal_products" SET "merchant_id" = p."merchant_id" FROM "deals" p WHERE p."id" = "deal_products"."deal_id";--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_services" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "deal_services" SET "merchant_id" = p."merchant_id" FROM "deals" p WHERE p."id" = "deal_services"."deal_id";--> statement-breakpoint
ALTER TABLE "deal_services" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "voucher_type_locations" SET "merchant_id" = p."merchant_id" FROM "voucher_types" p WHERE p."id" = "voucher_type_locations"."voucher_type_id";--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "voucher_type_services" SET "merchant_id" = p."merchant_id" FROM "voucher_types" p WHERE p."id" = "voucher_type_services"."voucher_type_id";--> statement-breakpoint
ALTER TABLE "voucher_type_services" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "close_date_locations" SET "merchant_id" = p."merchant_id" FROM "close_dates" p WHERE p."id" = "close_date_locations"."close_date_id";--> statement-breakpoint
ALTER TABLE "close_date_locations" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 6. Primary keys (merchant_id, id) and (merchant_id, a, b).
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_pkey" PRIMARY KEY("merchant_id","team_member_id","location_id");--> statement-breakpoint
ALTER TABLE "client_notification_templates" ADD CONSTRAINT "client_notification_templates_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "referral_sources" ADD CONSTRAINT "referral_sources_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ADD CONSTRAINT "commission_plan_rules_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "resource_categories" ADD CONSTRAINT "resource_categories_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "resource_working_hours" ADD CONSTRAINT "resource_working_hours_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ADD CONSTRAINT "resource_hour_overrides_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_pkey" PRIMARY KEY("merchant_id","service_id","location_id");--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_pkey" PRIMARY KEY("merchant_id","service_id","resource_id");--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_pkey" PRIMARY KEY("merchant_id","service_id","team_member_id");--> statement-breakpoint
ALTER TABLE "treatment_types" ADD CONSTRAINT "treatment_types_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_pkey" PRIMARY KEY("merchant_id","membership_id","location_id");--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_pkey" PRIMARY KEY("merchant_id","membership_id","service_id");--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_pkey" PRIMARY KEY("merchant_id","deal_id","location_id");--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_pkey" PRIMARY KEY("merchant_id","deal_id","product_id");--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_pkey" PRIMARY KEY("merchant_id","deal_id","service_id");--> statement-breakpoint
ALTER TABLE "voucher_types" ADD CONSTRAINT "voucher_types_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_pkey" PRIMARY KEY("merchant_id","voucher_type_id","location_id");--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_pkey" PRIMARY KEY("merchant_id","voucher_type_id","service_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_pkey" PRIMARY KEY("merchant_id","close_date_id","location_id");--> statement-breakpoint
ALTER TABLE "close_dates" ADD CONSTRAINT "close_dates_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "tip_settings" ADD CONSTRAINT "tip_settings_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_pkey" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
-- 7. Unique indexes with merchant_id.
CREATE UNIQUE INDEX "staff_permissions_user_service_key" ON "staff_permissions" USING btree ("merchant_id","user_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_overrides_member_date_key" ON "shift_overrides" USING btree ("merchant_id","team_member_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plans_team_member_key" ON "commission_plans" USING btree ("merchant_id","team_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_rules_plan_item_type_key" ON "commission_plan_rules" USING btree ("merchant_id","commission_plan_id","item_type");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_overrides_rule_item_key" ON "commission_plan_overrides" USING btree ("merchant_id","commission_plan_rule_id",coalesce("service_id", 0),coalesce("product_id", 0),coalesce("membership_id", 0),coalesce("voucher_type_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "resource_hour_overrides_resource_date_key" ON "resource_hour_overrides" USING btree ("merchant_id","resource_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_pricing_options_service_name_key" ON "service_pricing_options" USING btree ("merchant_id","service_id",lower("name")) WHERE "service_pricing_options"."archived_at" is null and "service_pricing_options"."name" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_settings_location_key" ON "tip_settings" USING btree ("merchant_id","location_id");--> statement-breakpoint
-- 8. Composite foreign keys (merchant_id, x_id) -> (merchant_id, id): no reference across businesses.
ALTER TABLE "clients" ADD CONSTRAINT "clients_referral_source_id_fk" FOREIGN KEY ("merchant_id","referral_source_id") REFERENCES "public"."referral_sources"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_department_id_fk" FOREIGN KEY ("merchant_id","department_id") REFERENCES "public"."departments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_locations" ADD CONSTRAINT "team_member_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_fk" FOREIGN KEY ("merchant_id","brand_id") REFERENCES "public"."brands"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_fk" FOREIGN KEY ("merchant_id","category_id") REFERENCES "public"."product_categories"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_fk" FOREIGN KEY ("merchant_id","supplier_id") REFERENCES "public"."suppliers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_id_fk" FOREIGN KEY ("merchant_id","tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_patterns" ADD CONSTRAINT "shift_patterns_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_overrides" ADD CONSTRAINT "shift_overrides_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ADD CONSTRAINT "commission_plan_rules_commission_plan_id_fk" FOREIGN KEY ("merchant_id","commission_plan_id") REFERENCES "public"."commission_plans"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_membership_id_fk" FOREIGN KEY ("merchant_id","membership_id") REFERENCES "public"."memberships"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_voucher_type_id_fk" FOREIGN KEY ("merchant_id","voucher_type_id") REFERENCES "public"."voucher_types"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_commission_plan_rule_id_fk" FOREIGN KEY ("merchant_id","commission_plan_rule_id") REFERENCES "public"."commission_plan_rules"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_resource_category_id_fk" FOREIGN KEY ("merchant_id","resource_category_id") REFERENCES "public"."resource_categories"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_working_hours" ADD CONSTRAINT "resource_working_hours_resource_id_fk" FOREIGN KEY ("merchant_id","resource_id") REFERENCES "public"."resources"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_hour_overrides" ADD CONSTRAINT "resource_hour_overrides_resource_id_fk" FOREIGN KEY ("merchant_id","resource_id") REFERENCES "public"."resources"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_treatment_type_id_fk" FOREIGN KEY ("merchant_id","treatment_type_id") REFERENCES "public"."treatment_types"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tax_rate_id_fk" FOREIGN KEY ("merchant_id","tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_id_fk" FOREIGN KEY ("merchant_id","resource_id") REFERENCES "public"."resources"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_team_members" ADD CONSTRAINT "service_team_members_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tax_rate_id_fk" FOREIGN KEY ("merchant_id","tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_membership_id_fk" FOREIGN KEY ("merchant_id","membership_id") REFERENCES "public"."memberships"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_locations" ADD CONSTRAINT "membership_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_membership_id_fk" FOREIGN KEY ("merchant_id","membership_id") REFERENCES "public"."memberships"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_services" ADD CONSTRAINT "membership_services_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_client_id_fk" FOREIGN KEY ("merchant_id","client_id") REFERENCES "public"."clients"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_memberships" ADD CONSTRAINT "client_memberships_membership_id_fk" FOREIGN KEY ("merchant_id","membership_id") REFERENCES "public"."memberships"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_deal_id_fk" FOREIGN KEY ("merchant_id","deal_id") REFERENCES "public"."deals"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_deal_id_fk" FOREIGN KEY ("merchant_id","deal_id") REFERENCES "public"."deals"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_products" ADD CONSTRAINT "deal_products_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_deal_id_fk" FOREIGN KEY ("merchant_id","deal_id") REFERENCES "public"."deals"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_services" ADD CONSTRAINT "deal_services_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_voucher_type_id_fk" FOREIGN KEY ("merchant_id","voucher_type_id") REFERENCES "public"."voucher_types"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_locations" ADD CONSTRAINT "voucher_type_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_voucher_type_id_fk" FOREIGN KEY ("merchant_id","voucher_type_id") REFERENCES "public"."voucher_types"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_type_services" ADD CONSTRAINT "voucher_type_services_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_voucher_type_id_fk" FOREIGN KEY ("merchant_id","voucher_type_id") REFERENCES "public"."voucher_types"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchaser_client_id_fk" FOREIGN KEY ("merchant_id","purchaser_client_id") REFERENCES "public"."clients"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_voucher_id_fk" FOREIGN KEY ("merchant_id","voucher_id") REFERENCES "public"."vouchers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_reverses_transaction_id_fk" FOREIGN KEY ("merchant_id","reverses_transaction_id") REFERENCES "public"."voucher_transactions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_service_tax_rate_id_fk" FOREIGN KEY ("merchant_id","default_service_tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_product_tax_rate_id_fk" FOREIGN KEY ("merchant_id","default_product_tax_rate_id") REFERENCES "public"."tax_rates"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_invoice_sequence_id_fk" FOREIGN KEY ("merchant_id","invoice_sequence_id") REFERENCES "public"."invoice_sequences"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_close_date_id_fk" FOREIGN KEY ("merchant_id","close_date_id") REFERENCES "public"."close_dates"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_date_locations" ADD CONSTRAINT "close_date_locations_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_manager_team_member_id_fk" FOREIGN KEY ("merchant_id","manager_team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_settings" ADD CONSTRAINT "tip_settings_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;
