CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"default_timezone" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"email" text,
	"phone" text,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" smallint NOT NULL,
	"permission_status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "staff_permissions_status_check" CHECK ("staff_permissions"."permission_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"team_member_id" integer,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" smallint NOT NULL,
	"name" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in (2, 3)),
	CONSTRAINT "users_staff_member_check" CHECK ("users"."role" <> 3 or "users"."team_member_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"mobile" text,
	"gender" text,
	"birthday" date,
	"notes" text,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_sms" boolean DEFAULT true NOT NULL,
	"marketing_email_opt_in" boolean DEFAULT false NOT NULL,
	"marketing_sms_opt_in" boolean DEFAULT false NOT NULL,
	"blocked_online" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_gender_check" CHECK ("clients"."gender" is null or "clients"."gender" in ('female', 'male', 'non_binary', 'unspecified'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"mobile" text,
	"phone" text,
	"job_title" text,
	"calendar_colour" text DEFAULT '#4F46E5' NOT NULL,
	"employment_start" date,
	"employment_end" date,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_permissions_user_service_key" ON "staff_permissions" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_team_member_key" ON "users" USING btree ("team_member_id");--> statement-breakpoint
CREATE INDEX "users_merchant_idx" ON "users" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "clients_list_last_name_idx" ON "clients" USING btree ("merchant_id","last_name","id") WHERE "clients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_first_name_idx" ON "clients" USING btree ("merchant_id","first_name","id") WHERE "clients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_email_idx" ON "clients" USING btree ("merchant_id","email","id") WHERE "clients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clients_list_created_at_idx" ON "clients" USING btree ("merchant_id","created_at","id") WHERE "clients"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_merchant_email_key" ON "clients" USING btree ("merchant_id",lower("email")) WHERE "clients"."archived_at" is null and "clients"."email" is not null;--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("mobile", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_merchant_idx" ON "team_members" USING btree ("merchant_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "team_members_search_idx" ON "team_members" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("job_title", '')) gin_trgm_ops);