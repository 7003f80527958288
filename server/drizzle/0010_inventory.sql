CREATE TABLE "stock_levels" (
	"merchant_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"avg_cost" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_pkey" PRIMARY KEY("merchant_id","product_id","location_id"),
	CONSTRAINT "stock_levels_avg_cost_check" CHECK ("stock_levels"."avg_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"unit_cost" bigint NOT NULL,
	"value_change" bigint NOT NULL,
	"avg_cost_after" bigint NOT NULL,
	"reference_type" text,
	"reference_id" bigint,
	"reason_text" text,
	"performed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "stock_movements_type_check" CHECK ("stock_movements"."type" in ('opening_balance', 'purchase_received', 'sale', 'sale_return', 'stock_take_adjustment', 'adjust_increase', 'adjust_decrease', 'internal_use')),
	CONSTRAINT "stock_movements_reference_type_check" CHECK ("stock_movements"."reference_type" in ('sale', 'refund', 'purchase_order', 'stock_take', 'manual')),
	CONSTRAINT "stock_movements_quantity_change_check" CHECK (case when "stock_movements"."type" in ('opening_balance', 'purchase_received', 'sale_return', 'adjust_increase') then "stock_movements"."quantity_change" > 0 when "stock_movements"."type" in ('sale', 'adjust_decrease', 'internal_use') then "stock_movements"."quantity_change" < 0 else "stock_movements"."quantity_change" <> 0 end),
	CONSTRAINT "stock_movements_unit_cost_check" CHECK ("stock_movements"."unit_cost" >= 0),
	CONSTRAINT "stock_movements_avg_cost_after_check" CHECK ("stock_movements"."avg_cost_after" >= 0),
	CONSTRAINT "stock_movements_value_change_check" CHECK ("stock_movements"."value_change" = "stock_movements"."quantity_change"::bigint * "stock_movements"."unit_cost"),
	CONSTRAINT "stock_movements_reason_check" CHECK (not "stock_movements"."type" in ('adjust_increase', 'adjust_decrease', 'internal_use') or coalesce(btrim("stock_movements"."reason_text"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"po_number" text NOT NULL,
	"supplier_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"ordered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"supplier_invoice_no" text,
	"reference" text,
	"notes" text,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"closed_short" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("purchase_orders"."po_number", '') || ' ' || coalesce("purchase_orders"."supplier_invoice_no", '') || ' ' || coalesce("purchase_orders"."reference", ''))) STORED,
	CONSTRAINT "purchase_orders_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('draft', 'ordered', 'partially_received', 'received', 'cancelled')),
	CONSTRAINT "purchase_orders_shipping_cost_check" CHECK ("purchase_orders"."shipping_cost" >= 0),
	CONSTRAINT "purchase_orders_subtotal_check" CHECK ("purchase_orders"."subtotal" >= 0),
	CONSTRAINT "purchase_orders_tax_total_check" CHECK ("purchase_orders"."tax_total" >= 0),
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total" >= 0),
	CONSTRAINT "purchase_orders_expected_date_check" CHECK ("purchase_orders"."expected_date" is null or "purchase_orders"."expected_date" >= "purchase_orders"."order_date"),
	CONSTRAINT "purchase_orders_closed_short_check" CHECK (not "purchase_orders"."closed_short" or "purchase_orders"."status" = 'received')
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"purchase_order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity_ordered" integer NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"line_total" bigint GENERATED ALWAYS AS ("purchase_order_lines"."quantity_ordered"::bigint * "purchase_order_lines"."unit_cost") STORED NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "purchase_order_lines_quantity_ordered_check" CHECK ("purchase_order_lines"."quantity_ordered" > 0),
	CONSTRAINT "purchase_order_lines_unit_cost_check" CHECK ("purchase_order_lines"."unit_cost" >= 0),
	CONSTRAINT "purchase_order_lines_quantity_received_check" CHECK ("purchase_order_lines"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_takes" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_takes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"location_id" bigint NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"counted_by" integer,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("stock_takes"."reference", ''))) STORED,
	CONSTRAINT "stock_takes_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "stock_takes_scope_check" CHECK ("stock_takes"."scope" in ('all', 'category', 'brand', 'selected')),
	CONSTRAINT "stock_takes_status_check" CHECK ("stock_takes"."status" in ('in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_take_lines" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_take_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"stock_take_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"expected_qty" integer NOT NULL,
	"counted_qty" integer,
	"difference" integer GENERATED ALWAYS AS ("stock_take_lines"."counted_qty" - "stock_take_lines"."expected_qty") STORED,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"cost_difference" bigint GENERATED ALWAYS AS (("stock_take_lines"."counted_qty" - "stock_take_lines"."expected_qty")::bigint * "stock_take_lines"."unit_cost") STORED,
	"reason" text,
	"snapshot_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot_movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_take_lines_pkey" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "stock_take_lines_counted_qty_check" CHECK ("stock_take_lines"."counted_qty" >= 0),
	CONSTRAINT "stock_take_lines_unit_cost_check" CHECK ("stock_take_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_fk" FOREIGN KEY ("merchant_id","supplier_id") REFERENCES "public"."suppliers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_fk" FOREIGN KEY ("merchant_id","purchase_order_id") REFERENCES "public"."purchase_orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_location_id_fk" FOREIGN KEY ("merchant_id","location_id") REFERENCES "public"."locations"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_stock_take_id_fk" FOREIGN KEY ("merchant_id","stock_take_id") REFERENCES "public"."stock_takes"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_product_id_fk" FOREIGN KEY ("merchant_id","product_id") REFERENCES "public"."products"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_location_idx" ON "stock_levels" USING btree ("merchant_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_movements_level_idx" ON "stock_movements" USING btree ("merchant_id","product_id","location_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_merchant_idx" ON "stock_movements" USING btree ("merchant_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_movements_reference_idx" ON "stock_movements" USING btree ("merchant_id","reference_type","reference_id") WHERE "stock_movements"."reference_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_performed_by_idx" ON "stock_movements" USING btree ("performed_by") WHERE "stock_movements"."performed_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_merchant_po_number_key" ON "purchase_orders" USING btree ("merchant_id","po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_merchant_idx" ON "purchase_orders" USING btree ("merchant_id","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_location_idx" ON "purchase_orders" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_search_idx" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("merchant_id","purchase_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_product_key" ON "purchase_order_lines" USING btree ("merchant_id","purchase_order_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_takes_merchant_reference_key" ON "stock_takes" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "stock_takes_merchant_idx" ON "stock_takes" USING btree ("merchant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "stock_takes_status_idx" ON "stock_takes" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "stock_takes_location_idx" ON "stock_takes" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_takes_search_idx" ON "stock_takes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_take_lines_take_product_key" ON "stock_take_lines" USING btree ("merchant_id","stock_take_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_take_lines_product_idx" ON "stock_take_lines" USING btree ("product_id");