-- Append-only ledgers (DOMAIN §1.2): rows are inserted, never updated or
-- deleted; a mistake is corrected by a reversing row that points at the
-- original. One trigger function serves every ledger table (stock_movements,
-- payments and commission_entries attach to it when they are created).
-- The only delete let through is the cascade that removes a whole merchant:
-- by then the merchant row is already gone.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM merchants WHERE id = OLD.merchant_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is an append-only ledger: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'raise_exception',
          HINT = 'Insert a reversing row instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER voucher_transactions_append_only
  BEFORE UPDATE OR DELETE ON voucher_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER voucher_transactions_no_truncate
  BEFORE TRUNCATE ON voucher_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
