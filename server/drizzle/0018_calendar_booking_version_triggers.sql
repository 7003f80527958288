-- The calendar's booking version (calendar_booking_versions, and the answer
-- cache in server/src/plugins/responseCache.ts): every transaction that
-- inserts, updates or deletes appointments, their services or clients bumps
-- the version of each business it touched, once, at commit.
--
-- Deferred constraint triggers, not statement triggers like the master-data
-- version's: the bump takes the business's version row lock, and taking it
-- at commit, after every other lock the transaction holds, means a
-- transaction waiting for it is never one the holder waits for (a booking
-- locks team members, then writes; a status change writes, and the sales to
-- come will lock stock as well: none of them can deadlock on the counter,
-- whatever order they write in). The lock is held only for the commit
-- itself, and versions are handed out in commit order.
--
-- Row-level (constraint triggers cannot be statement-level), so a
-- transaction-local setting remembers which businesses it has bumped: a
-- bulk insert (the demo seed) bumps once. A business being deleted (the
-- cascade from merchants) is skipped. TRUNCATE bumps every business.
CREATE FUNCTION bump_calendar_booking_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  m integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.merchant_id ELSE NEW.merchant_id END;
  done text := coalesce(current_setting('wellness.booking_versions_bumped', true), '');
BEGIN
  IF position(',' || m || ',' IN done) > 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO calendar_booking_versions AS v (merchant_id, version)
    SELECT m, 1 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = m)
  ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('wellness.booking_versions_bumped',
    CASE WHEN done = '' THEN ',' ELSE done END || m || ',', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_every_calendar_booking_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE calendar_booking_versions SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_booking_version AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_booking_version();
--> statement-breakpoint
CREATE TRIGGER appointments_booking_version_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_calendar_booking_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointment_services_booking_version AFTER INSERT OR UPDATE OR DELETE ON appointment_services
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_booking_version();
--> statement-breakpoint
CREATE TRIGGER appointment_services_booking_version_truncate AFTER TRUNCATE ON appointment_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_calendar_booking_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clients_booking_version AFTER INSERT OR UPDATE OR DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_booking_version();
--> statement-breakpoint
CREATE TRIGGER clients_booking_version_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_calendar_booking_version();
