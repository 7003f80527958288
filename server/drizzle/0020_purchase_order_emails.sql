CREATE TABLE "purchase_order_emails" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"purchase_order_id" bigint NOT NULL,
	"sent_by" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message" text,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_emails_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "purchase_order_emails_status_check" CHECK ("purchase_order_emails"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_emails" ADD CONSTRAINT "purchase_order_emails_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_emails" ADD CONSTRAINT "purchase_order_emails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_emails" ADD CONSTRAINT "purchase_order_emails_purchase_order_id_fk" FOREIGN KEY ("merchant_id","purchase_order_id") REFERENCES "public"."purchase_orders"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_emails_order_idx" ON "purchase_order_emails" USING btree ("merchant_id","purchase_order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_order_emails_sent_at_idx" ON "purchase_order_emails" USING btree ("merchant_id","sent_at");--> statement-breakpoint
CREATE INDEX "purchase_order_emails_sender_idx" ON "purchase_order_emails" USING btree ("merchant_id","sent_by","sent_at");