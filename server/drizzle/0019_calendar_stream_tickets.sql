CREATE TABLE "calendar_stream_tickets" (
	"merchant_id" integer NOT NULL,
	"jti" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "calendar_stream_tickets_pkey" PRIMARY KEY("merchant_id","jti")
);
--> statement-breakpoint
ALTER TABLE "calendar_stream_tickets" ADD CONSTRAINT "calendar_stream_tickets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_stream_tickets" ADD CONSTRAINT "calendar_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_stream_tickets_expiry_idx" ON "calendar_stream_tickets" USING btree ("merchant_id","expires_at");