-- The calendar shows whether an appointment's sale is paid (appointment
-- records carry `sale_status`, issue 22), and its reads are kept while the
-- booking version stays the same (server/src/plugins/responseCache.ts). So a
-- sale of an appointment bumps that version when it is created or its
-- status changes (a later payment, a void), as appointments do: a deferred
-- constraint trigger (calendar_booking_version_triggers says why), only for
-- sales of an appointment, so walk-in and product sales never queue on the
-- version row.
CREATE CONSTRAINT TRIGGER sales_booking_version AFTER INSERT OR UPDATE OF status ON sales
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.appointment_id IS NOT NULL)
  EXECUTE FUNCTION bump_calendar_booking_version();
