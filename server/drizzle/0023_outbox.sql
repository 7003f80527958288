CREATE TABLE "outbox_messages" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"kind" text NOT NULL,
	"recipient" text,
	"subject" text,
	"body_text" text,
	"body_html" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"client_id" bigint,
	"appointment_id" bigint,
	"template_id" bigint,
	"user_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("outbox_messages"."recipient", '') || ' ' || coalesce("outbox_messages"."subject", ''))) STORED,
	CONSTRAINT "outbox_messages_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms')),
	CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('password_reset', 'purchase_order', 'receipt', 'new_appointment', 'rescheduled_appointment', 'cancelled_appointment', 'reminder', 'no_show', 'thank_you')),
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('waiting', 'sending', 'sent', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "outbox_messages_reason_check" CHECK ("outbox_messages"."reason" in ('connection', 'timeout', 'deferred', 'rejected', 'error', 'expired', 'retries_exhausted', 'no_address', 'no_consent', 'template_off', 'appointment_changed')),
	CONSTRAINT "outbox_messages_language_check" CHECK ("outbox_messages"."language" in ('en', 'es', 'de', 'it', 'ru', 'ae')),
	CONSTRAINT "outbox_messages_attempts_check" CHECK ("outbox_messages"."attempts" >= 0),
	CONSTRAINT "outbox_messages_worded_check" CHECK (("outbox_messages"."recipient" is not null and "outbox_messages"."body_text" is not null) or ("outbox_messages"."template_id" is not null and "outbox_messages"."status" in ('waiting', 'sending', 'cancelled', 'expired')))
);
--> statement-breakpoint
CREATE TABLE "client_notification_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "client_notification_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"appointment_id" bigint NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notification_events_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "client_notification_events_event_check" CHECK ("client_notification_events"."event" in ('booked', 'moved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "purchase_order_emails" ADD COLUMN "outbox_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_client_id_fk" FOREIGN KEY ("merchant_id","client_id") REFERENCES "public"."clients"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_appointment_id_fk" FOREIGN KEY ("merchant_id","appointment_id") REFERENCES "public"."appointments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_events" ADD CONSTRAINT "client_notification_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_events" ADD CONSTRAINT "client_notification_events_appointment_id_fk" FOREIGN KEY ("merchant_id","appointment_id") REFERENCES "public"."appointments"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("send_after") WHERE "outbox_messages"."status" in ('waiting', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_list_idx" ON "outbox_messages" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_client_idx" ON "outbox_messages" USING btree ("merchant_id","client_id","id") WHERE "outbox_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_appointment_idx" ON "outbox_messages" USING btree ("merchant_id","appointment_id") WHERE "outbox_messages"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_search_idx" ON "outbox_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_notification_events_id_idx" ON "client_notification_events" USING btree ("id");--> statement-breakpoint
ALTER TABLE "purchase_order_emails" ADD CONSTRAINT "purchase_order_emails_outbox_id_fk" FOREIGN KEY ("merchant_id","outbox_id") REFERENCES "public"."outbox_messages"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language_check" CHECK ("clients"."language" is null or "clients"."language" in ('en', 'es', 'de', 'it', 'ru', 'ae'));