CREATE TABLE "blocked_times" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "blocked_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"location_id" bigint NOT NULL,
	"team_member_id" bigint NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"title" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_times_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "blocked_times_kind_check" CHECK ("blocked_times"."kind" in ('lunch', 'meeting', 'training', 'other')),
	CONSTRAINT "blocked_times_length_check" CHECK ("blocked_times"."end_at" - "blocked_times"."start_at" between interval '5 minutes' and interval '12 hours')
);
--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_team_member_id_fk" FOREIGN KEY ("merchant_id","team_member_id") REFERENCES "public"."team_members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_times_member_start_idx" ON "blocked_times" USING btree ("merchant_id","team_member_id","start_at");--> statement-breakpoint
CREATE INDEX "blocked_times_location_start_idx" ON "blocked_times" USING btree ("merchant_id","location_id","start_at");