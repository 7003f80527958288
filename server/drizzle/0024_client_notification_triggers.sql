-- Client notifications (modules/client-notifications): every change of a
-- client's appointment that may notify the client is recorded as a row of
-- client_notification_events by the statement that made it, so a booking
-- gains no round trip (the booking path sends three: BEGIN with the locks,
-- the busy time, the write with COMMIT). The outbox worker turns committed
-- events into outbox rows (a confirmation, a change, a cancellation, the
-- reminders), deleting each event in that same transaction.
--
-- Booked: a new appointment of a client, booked or confirmed. Cancelled: an
-- appointment of a client becomes cancelled. Moved: a booked or confirmed
-- appointment changes its start, its location or its client (a change of
-- client moves the reminders to the new one). A transaction that sets
-- wellness.client_notifications to 'off' (the demo seed, which writes months
-- of history nobody is to be told about) records nothing.
CREATE FUNCTION record_client_notification_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wellness.client_notifications', true) = 'off' THEN
    RETURN NULL;
  END IF;
  INSERT INTO client_notification_events (merchant_id, appointment_id, event)
  VALUES (
    NEW.merchant_id,
    NEW.id,
    CASE
      WHEN TG_OP = 'INSERT' THEN 'booked'
      WHEN NEW.status = 'cancelled' THEN 'cancelled'
      ELSE 'moved'
    END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_client_notification_booked AFTER INSERT ON appointments
  FOR EACH ROW
  WHEN (NEW.client_id IS NOT NULL AND NEW.status IN ('booked', 'confirmed'))
  EXECUTE FUNCTION record_client_notification_event();
--> statement-breakpoint
CREATE TRIGGER appointments_client_notification_changed
  AFTER UPDATE OF status, start_at, location_id, client_id ON appointments
  FOR EACH ROW
  WHEN (
    (NEW.status = 'cancelled' AND OLD.status <> 'cancelled' AND NEW.client_id IS NOT NULL)
    OR (
      NEW.status IN ('booked', 'confirmed')
      AND (NEW.client_id IS NOT NULL OR OLD.client_id IS NOT NULL)
      AND (
        OLD.start_at <> NEW.start_at
        OR OLD.location_id <> NEW.location_id
        OR OLD.client_id IS DISTINCT FROM NEW.client_id
      )
    )
  )
  EXECUTE FUNCTION record_client_notification_event();
