ALTER TABLE "resources" ADD COLUMN "capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_amount" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_capacity_check" CHECK ("resources"."capacity" between 1 and 50);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_type_check" CHECK ("services"."deposit_type" in ('none', 'fixed', 'percentage'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_check" CHECK (("services"."deposit_type" = 'none' and "services"."deposit_amount" is null and "services"."deposit_percent" is null)
        or ("services"."deposit_type" = 'fixed' and "services"."deposit_amount" > 0 and "services"."deposit_percent" is null)
        or ("services"."deposit_type" = 'percentage' and "services"."deposit_percent" between 1 and 100 and "services"."deposit_amount" is null));