-- Business caps on amounts (0 … 10^12 minor units; signed values ±10^12) and
-- quantities (0 … 1,000,000; stock figures ±1,000,000; one movement
-- ±2,000,000), as server/src/db/schema/bounds.ts defines them (issue 28).
-- Each CHECK is added NOT VALID, so rows stored before cannot stop the
-- upgrade, and validated at the end: on a database whose rows keep to the
-- caps every CHECK ends up validated. A CHECK that older rows break stays
-- NOT VALID: PostgreSQL still refuses any new or changed row that breaks it,
-- the upgrade prints a warning, and `npm run db:check` lists the rows. They
-- are not rewritten here: stock movements are an append-only ledger (a wrong
-- movement is corrected by a new one), and a price or total is the
-- business's to correct; reads keep working on such rows
-- (lib/schemaCompilers.ts).
ALTER TABLE "products" DROP CONSTRAINT "products_supply_price_check";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_retail_price_check";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_low_stock_level_check";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_reorder_quantity_check";
--> statement-breakpoint
ALTER TABLE "commission_plan_rules" DROP CONSTRAINT "commission_plan_rules_fixed_amount_check";
--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" DROP CONSTRAINT "commission_plan_overrides_fixed_amount_check";
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_price_check";
--> statement-breakpoint
ALTER TABLE "voucher_types" DROP CONSTRAINT "voucher_types_value_check";
--> statement-breakpoint
ALTER TABLE "voucher_types" DROP CONSTRAINT "voucher_types_retail_price_check";
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_original_value_check";
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_balance_check";
--> statement-breakpoint
ALTER TABLE "voucher_transactions" DROP CONSTRAINT "voucher_transactions_balance_after_check";
--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_price_check";
--> statement-breakpoint
ALTER TABLE "stock_levels" DROP CONSTRAINT "stock_levels_avg_cost_check";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_unit_cost_check";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_avg_cost_after_check";
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_shipping_cost_check";
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_subtotal_check";
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_tax_total_check";
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_total_check";
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_quantity_ordered_check";
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_unit_cost_check";
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_quantity_received_check";
--> statement-breakpoint
ALTER TABLE "stock_take_lines" DROP CONSTRAINT "stock_take_lines_counted_qty_check";
--> statement-breakpoint
ALTER TABLE "stock_take_lines" DROP CONSTRAINT "stock_take_lines_unit_cost_check";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supply_price_check" CHECK ("products"."supply_price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_retail_price_check" CHECK ("products"."retail_price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_level_check" CHECK ("products"."low_stock_level" between 0 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reorder_quantity_check" CHECK ("products"."reorder_quantity" between 1 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "commission_plan_rules" ADD CONSTRAINT "commission_plan_rules_fixed_amount_check" CHECK ("commission_plan_rules"."fixed_amount" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "commission_plan_overrides" ADD CONSTRAINT "commission_plan_overrides_fixed_amount_check" CHECK ("commission_plan_overrides"."fixed_amount" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_amount_range" CHECK ("services"."deposit_amount" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_price_range" CHECK ("service_pricing_options"."price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "service_pricing_options" ADD CONSTRAINT "service_pricing_options_special_price_range" CHECK ("service_pricing_options"."special_price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_price_check" CHECK ("memberships"."price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_discount_amount_range" CHECK ("deals"."discount_amount" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "voucher_types" ADD CONSTRAINT "voucher_types_value_check" CHECK ("voucher_types"."value" between 1 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "voucher_types" ADD CONSTRAINT "voucher_types_retail_price_check" CHECK ("voucher_types"."retail_price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_original_value_check" CHECK ("vouchers"."original_value" between 1 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_balance_check" CHECK ("vouchers"."balance" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_amount_range" CHECK ("voucher_transactions"."amount" between -1000000000000 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_balance_after_check" CHECK ("voucher_transactions"."balance_after" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_price_check" CHECK ("appointment_services"."price" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_on_hand_check" CHECK ("stock_levels"."on_hand" between -1000000 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_avg_cost_check" CHECK ("stock_levels"."avg_cost" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_value_change_range" CHECK ("stock_movements"."value_change" between -1000000000000 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_quantity_after_check" CHECK ("stock_movements"."quantity_after" between -1000000 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_quantity_change_range" CHECK ("stock_movements"."quantity_change" between -2000000 and 2000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_unit_cost_check" CHECK ("stock_movements"."unit_cost" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_avg_cost_after_check" CHECK ("stock_movements"."avg_cost_after" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_shipping_cost_check" CHECK ("purchase_orders"."shipping_cost" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_subtotal_check" CHECK ("purchase_orders"."subtotal" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tax_total_check" CHECK ("purchase_orders"."tax_total" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_line_total_check" CHECK ("purchase_order_lines"."line_total" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_quantity_ordered_check" CHECK ("purchase_order_lines"."quantity_ordered" between 1 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_unit_cost_check" CHECK ("purchase_order_lines"."unit_cost" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_quantity_received_check" CHECK ("purchase_order_lines"."quantity_received" between 0 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_expected_qty_check" CHECK ("stock_take_lines"."expected_qty" between -1000000 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_cost_difference_check" CHECK ("stock_take_lines"."cost_difference" between -1000000000000 and 1000000000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_counted_qty_check" CHECK ("stock_take_lines"."counted_qty" between 0 and 1000000) NOT VALID;
--> statement-breakpoint
ALTER TABLE "stock_take_lines" ADD CONSTRAINT "stock_take_lines_unit_cost_check" CHECK ("stock_take_lines"."unit_cost" between 0 and 1000000000000) NOT VALID;
--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass AS tbl, conname
    FROM pg_constraint
    WHERE contype = 'c' AND NOT convalidated
      AND connamespace = current_schema()::regnamespace
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', c.tbl, c.conname);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'Rows of % break the check %: it stays NOT VALID for them (new rows are checked). Run npm run db:check to list them.', c.tbl, c.conname;
    END;
  END LOOP;
END $$;
