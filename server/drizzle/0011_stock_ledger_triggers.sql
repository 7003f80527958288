-- The stock ledger is append-only (DOMAIN §1.2, §3.16): the trigger function
-- of 0003_ledger_triggers refuses UPDATE, DELETE (except the cascade that
-- removes a whole merchant) and TRUNCATE on stock_movements.
CREATE TRIGGER stock_movements_append_only
  BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER stock_movements_no_truncate
  BEFORE TRUNCATE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
