-- No double booking (DOMAIN §4.10), held by PostgreSQL whatever code path
-- writes: among the active services of a business, a team member's busy
-- ranges (duration + blocked_after) never overlap, nor do a resource's
-- (duration + any extra time) unless the resource holds several bookings at
-- a time (resource_shared; the booking module counts those under its lock).
-- Ranges are half-open, so back-to-back services touch without overlapping.
-- merchant_id leads both constraints (shard rule, server/src/db/shardRules.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointment_services"
  ADD CONSTRAINT "appointment_services_member_overlap_excl"
  EXCLUDE USING gist (
    "merchant_id" WITH =,
    "team_member_id" WITH =,
    tstzrange("start_at", "member_busy_until") WITH &&
  ) WHERE ("active");
--> statement-breakpoint
ALTER TABLE "appointment_services"
  ADD CONSTRAINT "appointment_services_resource_overlap_excl"
  EXCLUDE USING gist (
    "merchant_id" WITH =,
    "resource_id" WITH =,
    tstzrange("start_at", "resource_busy_until") WITH &&
  ) WHERE ("active" AND "resource_id" IS NOT NULL AND NOT "resource_shared");
--> statement-breakpoint
-- `active` mirrors the appointment's status (an exclusion constraint cannot
-- read another table): cancelled and no-show services free their member and
-- resource the moment the status changes, whoever changes it.
CREATE OR REPLACE FUNCTION appointment_services_follow_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointment_services
     SET active = NEW.status NOT IN ('cancelled', 'no_show')
   WHERE merchant_id = NEW.merchant_id
     AND appointment_id = NEW.id
     AND active IS DISTINCT FROM (NEW.status NOT IN ('cancelled', 'no_show'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_status_to_services
  AFTER UPDATE OF status ON appointments
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION appointment_services_follow_status();
