DROP INDEX "clients_search_idx";--> statement-breakpoint
DROP INDEX "team_members_search_idx";--> statement-breakpoint
DROP INDEX "referral_sources_search_idx";--> statement-breakpoint
DROP INDEX "cancellation_reasons_search_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "product_categories_search_idx";--> statement-breakpoint
DROP INDEX "brands_search_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_idx";--> statement-breakpoint
DROP INDEX "resources_search_idx";--> statement-breakpoint
DROP INDEX "resource_categories_search_idx";--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
DROP INDEX "treatment_types_search_idx";--> statement-breakpoint
DROP INDEX "memberships_search_idx";--> statement-breakpoint
DROP INDEX "deals_search_idx";--> statement-breakpoint
DROP INDEX "voucher_types_search_idx";--> statement-breakpoint
DROP INDEX "locations_search_idx";--> statement-breakpoint
DROP INDEX "departments_search_idx";--> statement-breakpoint
DROP INDEX "tax_rates_search_idx";--> statement-breakpoint
DROP INDEX "payment_types_search_idx";--> statement-breakpoint
DROP INDEX "devices_search_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("clients"."first_name", '') || ' ' || coalesce("clients"."last_name", '') || ' ' || coalesce("clients"."email", '') || ' ' || coalesce("clients"."mobile", ''))) STORED;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("team_members"."first_name", '') || ' ' || coalesce("team_members"."last_name", '') || ' ' || coalesce("team_members"."email", '') || ' ' || coalesce("team_members"."job_title", ''))) STORED;--> statement-breakpoint
ALTER TABLE "referral_sources" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("referral_sources"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("cancellation_reasons"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("products"."name", '') || ' ' || coalesce("products"."sku", '') || ' ' || coalesce("products"."barcode", ''))) STORED;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("product_categories"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("brands"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("suppliers"."name", '') || ' ' || coalesce("suppliers"."contact_first_name", '') || ' ' || coalesce("suppliers"."contact_last_name", '') || ' ' || coalesce("suppliers"."email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("resources"."name", '') || ' ' || coalesce("resources"."code", ''))) STORED;--> statement-breakpoint
ALTER TABLE "resource_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("resource_categories"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("services"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "treatment_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("treatment_types"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("memberships"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("deals"."name", '') || ' ' || coalesce("deals"."code", ''))) STORED;--> statement-breakpoint
ALTER TABLE "voucher_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("voucher_types"."name", '') || ' ' || coalesce("voucher_types"."title", ''))) STORED;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("vouchers"."code", '') || ' ' || coalesce("vouchers"."recipient_name", '') || ' ' || coalesce("vouchers"."recipient_email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("locations"."name", '') || ' ' || coalesce("locations"."city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "close_dates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("close_dates"."description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("departments"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("invoice_sequences"."name", '') || ' ' || coalesce("invoice_sequences"."prefix", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("tax_rates"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("payment_types"."name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("devices"."name", '') || ' ' || coalesce("devices"."serial_number", ''))) STORED;--> statement-breakpoint
CREATE INDEX "vouchers_search_idx" ON "vouchers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "close_dates_search_idx" ON "close_dates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_sequences_search_idx" ON "invoice_sequences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_search_idx" ON "team_members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referral_sources_search_idx" ON "referral_sources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cancellation_reasons_search_idx" ON "cancellation_reasons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_search_idx" ON "product_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_categories_search_idx" ON "resource_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "treatment_types_search_idx" ON "treatment_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_search_idx" ON "memberships" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_search_idx" ON "deals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voucher_types_search_idx" ON "voucher_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_search_idx" ON "departments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_rates_search_idx" ON "tax_rates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_types_search_idx" ON "payment_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin ("search_text" gin_trgm_ops);