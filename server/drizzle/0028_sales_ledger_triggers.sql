-- The money ledgers are append-only (DOMAIN §1.2): payments and
-- commission_entries attach to the trigger function of 0003_ledger_triggers,
-- which refuses UPDATE, DELETE (except the cascade that removes a whole
-- merchant) and TRUNCATE. voucher_transactions has had its triggers since 0003.
CREATE TRIGGER payments_append_only
  BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER payments_no_truncate
  BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER commission_entries_append_only
  BEFORE UPDATE OR DELETE ON commission_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER commission_entries_no_truncate
  BEFORE TRUNCATE ON commission_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
