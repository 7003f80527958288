CREATE TABLE "calendar_booking_versions" (
	"merchant_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_booking_versions_pkey" PRIMARY KEY("merchant_id"),
	CONSTRAINT "calendar_booking_versions_version_check" CHECK ("calendar_booking_versions"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_booking_versions" ADD CONSTRAINT "calendar_booking_versions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;