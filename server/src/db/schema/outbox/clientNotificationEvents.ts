import { index, pgTable, text } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { appointments } from "../appointments/appointments.js";

/** What happened to a client's appointment. */
export const CLIENT_NOTIFICATION_EVENTS = [
  "booked",
  "moved",
  "cancelled",
] as const;
export type ClientNotificationEvent =
  (typeof CLIENT_NOTIFICATION_EVENTS)[number];

/**
 * Appointment changes that may notify the client, written by a trigger on
 * appointments inside the statement that changed them (custom migration
 * `client_notification_triggers`: no round trip is added to a booking), and
 * turned into outbox rows by the outbox worker, which deletes them in the
 * same transaction (modules/client-notifications/events.ts).
 */
export const clientNotificationEvents = pgTable(
  "client_notification_events",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    appointment_id: refColumn("appointment_id").notNull(),
    event: text("event").notNull(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.appointment_id, appointments),
    index("client_notification_events_id_idx").on(t.id),
    enumCheck(
      "client_notification_events_event_check",
      t.event,
      CLIENT_NOTIFICATION_EVENTS,
    ),
  ],
);
