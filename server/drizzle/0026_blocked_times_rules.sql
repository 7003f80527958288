-- Blocked times (issue 23): a team member's blocked times never overlap one
-- another, held by PostgreSQL whatever code path writes (half-open ranges:
-- back to back is fine). Against appointments the booking module's check
-- under the member's row lock decides (calendar/blockedTime.ts); an
-- exclusion constraint cannot span two tables.
ALTER TABLE "blocked_times"
  ADD CONSTRAINT "blocked_times_member_overlap_excl"
  EXCLUDE USING gist (
    "merchant_id" WITH =,
    "team_member_id" WITH =,
    tstzrange("start_at", "end_at") WITH &&
  );
--> statement-breakpoint
-- The calendar's kept answers show blocked times: their writes move the
-- booking version as appointments do (calendar_booking_version_triggers).
CREATE CONSTRAINT TRIGGER blocked_times_booking_version AFTER INSERT OR UPDATE OR DELETE ON blocked_times
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_booking_version();
--> statement-breakpoint
CREATE TRIGGER blocked_times_booking_version_truncate AFTER TRUNCATE ON blocked_times
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_calendar_booking_version();
