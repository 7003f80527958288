CREATE TABLE "appointments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"client_id" bigint,
	"location_id" bigint NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"channel" text DEFAULT 'in_store' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"notes" text,
	"cancellation_reason_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"is_late_cancellation" boolean DEFAULT false NOT NULL,
	"sale_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("appointments"."reference", ''))) STORED,
	CONSTRAINT "appointments_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'confirmed', 'arrived', 'started', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "appointments_channel_check" CHECK ("appointments"."channel" in ('in_store', 'phone', 'online', 'walk_in')),
	CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" in ('client', 'business')),
	CONSTRAINT "appointments_span_check" CHECK ("appointments"."end_at" > "appointments"."start_at"),
	CONSTRAINT "appointments_cancellation_check" CHECK ("appointments"."status" <> 'cancelled' or ("appointments"."cancellation_reason_id" is not null and "appointments"."cancelled_at" is not null and "appointments"."cancelled_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointment_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"appointment_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"pricing_option_id" bigint NOT NULL,
	"team_member_id" bigint NOT NULL,
	"resource_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"extra_time_type" text DEFAULT 'none' NOT NULL,
	"extra_time_minutes" integer DEFAULT 0 NOT NULL,
	"service_name" text NOT NULL,
	"pricing_option_name" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"is_requested_member" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"resource_shared" boolean DEFAULT false NOT NULL,
	"member_busy_until" timestamp with time zone NOT NULL,
	"resource_busy_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_services_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "appointment_services_extra_time_type_check" CHECK ("appointment_services"."extra_time_type" in ('none', 'processing_after', 'blocked_after')),
	CONSTRAINT "appointment_services_duration_check" CHECK ("appointment_services"."duration_minutes" between 5 and 720),
	CONSTRAINT "appointment_services_extra_time_check" CHECK (("appointment_services"."extra_time_type" = 'none' and "appointment_services"."extra_time_minutes" = 0) or ("appointment_services"."extra_time_type" <> 'none' and "appointment_services"."extra_time_minutes" between 5 and 120)),
	CONSTRAINT "appointment_services_price_check" CHECK ("appointment_services"."price" >= 0),
	CONSTRAINT "appointment_services_end_check" CHECK ("appointment_services"."end_at" - "appointment_services"."start_at" = make_interval(mins => "appointment_services"."duration_minutes")),
	CONSTRAINT "appointment_services_member_busy_check" CHECK ("appointment_services"."member_busy_until" - "appointment_services"."start_at" = make_interval(mins => "appointment_services"."duration_minutes" + case when "appointment_services"."extra_time_type" = 'blocked_after' then "appointment_services"."extra_time_minutes" else 0 end)),
	CONSTRAINT "appointment_services_resource_busy_check" CHECK ("appointment_services"."resource_busy_until" - "appointment_services"."start_at" = make_interval(mins => "appointment_services"."duration_minutes" + "appointment_services"."extra_time_minutes"))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_fk" FOREIGN KEY ("merchant_id","client_id") REFERENCES "public"."clients"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancellation_reason_id_fk" FOREIGN KEY ("merchant_id","cancellation_reason_id") REFERENCES "public"."cancellation_reasons"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_id_fk" FOREIGN KEY ("merchant_id","appointment_id") REFERENCES "public"."appointments"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_id_fk" FOREIGN KEY ("merchant_id","service_id") REFERENCES "public"."services"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_pricing_option_id_fk" FOREIGN KEY ("merchant_id","pricing_option_id") REFERENCES "public"."service_pricing_options"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_resource_id_fk" FOREIGN KEY ("merchant_id","resource_id") REFERENCES "public"."resources"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_merchant_reference_key" ON "appointments" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "appointments_merchant_start_idx" ON "appointments" USING btree ("merchant_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_location_start_idx" ON "appointments" USING btree ("merchant_id","location_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("merchant_id","client_id","start_at") WHERE "appointments"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_cancellation_reason_idx" ON "appointments" USING btree ("cancellation_reason_id") WHERE "appointments"."cancellation_reason_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_search_idx" ON "appointments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointment_services_appointment_idx" ON "appointment_services" USING btree ("merchant_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_services_member_start_idx" ON "appointment_services" USING btree ("merchant_id","team_member_id","start_at");--> statement-breakpoint
CREATE INDEX "appointment_services_resource_start_idx" ON "appointment_services" USING btree ("merchant_id","resource_id","start_at") WHERE "appointment_services"."resource_id" is not null;--> statement-breakpoint
CREATE INDEX "appointment_services_service_idx" ON "appointment_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "appointment_services_pricing_option_idx" ON "appointment_services" USING btree ("pricing_option_id");