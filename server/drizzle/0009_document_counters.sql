CREATE TABLE "document_counters" (
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY("merchant_id","kind"),
	CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('appointment', 'purchase_order', 'stock_take')),
	CONSTRAINT "document_counters_last_value_check" CHECK ("document_counters"."last_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;