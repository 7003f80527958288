import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { isoInstant } from "../../lib/wire.js";
import {
  appointments,
  appointmentServices,
  clientNotificationTemplates as templates,
  clients,
  locations,
  merchants,
  teamMembers,
  type OutboxReason,
} from "../../db/schema/index.js";
import { mailWords, type NotificationType } from "../outbox/words.js";
import { fillPlaceholders, placeholderValues } from "./placeholders.js";

/** A scheduled notification row, as the worker took it. */
export interface ScheduledNotification {
  merchant_id: number;
  kind: string;
  client_id: number | null;
  appointment_id: number | null;
  template_id: number | null;
  /** An instant, as PostgreSQL writes it. */
  send_after: string;
}

export type Wording =
  | { to: string; subject: string; text: string; language: string }
  | { cancel: OutboxReason };

const ACTIVE = new Set(["booked", "confirmed"]);
/** How far a reminder's time may be from its appointment's start less the offset. */
const REMINDER_SLACK_MS = 60_000;

const personName = (first: string, last: string | null) =>
  [first, last].filter(Boolean).join(" ");

/**
 * Words a client notification when it is due, from what holds now: the
 * template's text, the client's consent, address and language, and the
 * appointment as it is. Answers why it is not to be sent when that changed
 * since it was scheduled (the client withdrew consent or has no address,
 * the template was switched off or its e-mail channel, the appointment was
 * cancelled, moved or given another client).
 */
export async function wordNotification(
  db: Queryable,
  n: ScheduledNotification,
): Promise<Wording> {
  const m = n.merchant_id;
  if (n.template_id == null || n.appointment_id == null || n.client_id == null)
    return { cancel: "appointment_changed" };
  const [found] = await db
    .select({
      appointment: appointments,
      client: clients,
      template: templates,
      location: locations,
      merchant: merchants,
    })
    .from(appointments)
    .innerJoin(merchants, eq(merchants.id, appointments.merchant_id))
    .innerJoin(
      locations,
      and(
        eq(locations.merchant_id, appointments.merchant_id),
        eq(locations.id, appointments.location_id),
      ),
    )
    .leftJoin(
      clients,
      and(eq(clients.merchant_id, m), eq(clients.id, n.client_id)),
    )
    .leftJoin(
      templates,
      and(eq(templates.merchant_id, m), eq(templates.id, n.template_id)),
    )
    .where(
      and(
        eq(appointments.merchant_id, m),
        eq(appointments.id, n.appointment_id),
      ),
    );
  if (!found) return { cancel: "appointment_changed" };
  const { appointment: a, client, template, location, merchant } = found;
  if (
    !template ||
    template.type !== n.kind ||
    !template.enabled ||
    !template.channel_email
  )
    return { cancel: "template_off" };
  if (!client || a.client_id !== client.id || client.archived_at)
    return { cancel: "appointment_changed" };
  const fits =
    n.kind === "cancelled_appointment"
      ? a.status === "cancelled"
      : ACTIVE.has(a.status);
  if (!fits) return { cancel: "appointment_changed" };
  const start = new Date(String(isoInstant(a.start_at)));
  if (
    n.kind === "reminder" &&
    Math.abs(
      start.getTime() -
        (template.reminder_offset_minutes ?? 0) * 60_000 -
        Date.parse(String(isoInstant(n.send_after))),
    ) > REMINDER_SLACK_MS
  )
    return { cancel: "appointment_changed" };
  if (!client.notify_email) return { cancel: "no_consent" };
  if (!client.email) return { cancel: "no_address" };

  const services = await db
    .select({
      name: appointmentServices.service_name,
      price: appointmentServices.price,
      first: teamMembers.first_name,
      last: teamMembers.last_name,
    })
    .from(appointmentServices)
    .innerJoin(
      teamMembers,
      and(
        eq(teamMembers.merchant_id, appointmentServices.merchant_id),
        eq(teamMembers.id, appointmentServices.team_member_id),
      ),
    )
    .where(
      and(
        eq(appointmentServices.merchant_id, m),
        eq(appointmentServices.appointment_id, a.id),
      ),
    )
    .orderBy(asc(appointmentServices.sequence), asc(appointmentServices.id));

  const language = client.language ?? merchant.default_language;
  const w = mailWords(language);
  const values = placeholderValues({
    clientFirstName: client.first_name,
    businessName: merchant.business_name,
    currency: merchant.currency_code,
    location: {
      name: location.name,
      address: [
        location.address_line1,
        location.address_line2 ?? "",
        [location.postcode, location.city].filter(Boolean).join(" "),
      ],
      timezone: location.timezone,
      contact:
        location.phone ?? location.email ?? merchant.phone ?? merchant.email,
    },
    start,
    services: services.map((s) => ({
      name: s.name,
      member: personName(s.first, s.last),
      price: s.price,
    })),
    showPrice: template.show_price,
    tag: w.tag,
  });
  const subject = template.subject
    ? fillPlaceholders(template.subject, values)
    : w.subjects[n.kind as NotificationType];
  return {
    to: client.email,
    subject,
    text: fillPlaceholders(template.body, values),
    language,
  };
}
