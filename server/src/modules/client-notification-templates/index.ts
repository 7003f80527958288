import { z } from "zod";
import { and, count, eq, ne } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  clientNotificationTemplates as templates,
  NOTIFICATION_TYPES,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { tableSchemas } from "../../lib/schemas.js";
import { tenantWhere } from "../../lib/tenantScope.js";
import { templateText } from "./placeholders.js";

/** At most this many enabled reminders (DOMAIN §3.6 "up to 3"). */
export const MAX_REMINDERS = 3;
/** Reminder timing: one minute up to 30 days before the start. */
const MAX_OFFSET = 30 * 24 * 60;

/**
 * The rules that depend on several fields, checked on the merged row (a PUT
 * is partial): a reminder has a timing and the other types have none, an
 * enabled template has a channel, and at most MAX_REMINDERS enabled reminders.
 * One row per other type and distinct reminder timings are unique indexes.
 */
async function validate({ req, tx, body, existing }: HookContext) {
  // A new row takes the table defaults for what the body leaves out.
  const defaults = { enabled: true, channel_email: true, channel_sms: false };
  const row: Record<string, unknown> = { ...defaults, ...existing, ...body };
  const errors: Record<string, string> = {};
  if (row.type === "reminder") {
    if (row.reminder_offset_minutes == null)
      errors.reminder_offset_minutes =
        "Choose how long before the appointment the reminder is sent.";
  } else {
    body.reminder_offset_minutes = null;
  }
  if (row.enabled !== false && !row.channel_email && !row.channel_sms)
    errors.channel_email =
      "Choose e-mail, text message or both to send this message.";
  if (Object.keys(errors).length) throw invalid(errors);
  const becomesActiveReminder =
    row.type === "reminder" &&
    row.enabled !== false &&
    (!existing || existing.type !== "reminder" || existing.enabled === false);
  if (!becomesActiveReminder) return;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(templates)
    .where(
      and(
        tenantWhere(templates, req),
        eq(templates.type, "reminder"),
        eq(templates.enabled, true),
        existing ? ne(templates.id, existing.id as number) : undefined,
      ),
    );
  if (n >= MAX_REMINDERS)
    throw invalid({
      enabled: `At most ${MAX_REMINDERS} reminders can be switched on. Switch another reminder off first.`,
    });
}

/** Client message templates (service 3, DOMAIN §3.6). */
export const clientNotificationTemplatesResource = defineResource({
  name: "client-notification-templates",
  table: templates,
  serviceId: 3,
  schemas: tableSchemas(
    createInsertSchema(templates, {
      type: () => z.enum(NOTIFICATION_TYPES),
      reminder_offset_minutes: (s) =>
        s.int().min(1).max(MAX_OFFSET).nullable().optional(),
      subject: () => templateText(200).nullable().optional(),
      body: () =>
        templateText(2000).pipe(
          z.string().min(1, "Write the text of the message."),
        ),
    }),
    createSelectSchema(templates),
  ),
  optionFields: ["type", "reminder_offset_minutes"],
  uniqueMessages: {
    client_notification_templates_merchant_type_key: [
      "type",
      "There is already a template of this type: edit that one instead.",
    ],
    client_notification_templates_merchant_reminder_key: [
      "reminder_offset_minutes",
      "Another reminder is already sent at this time before the appointment.",
    ],
  },
  hooks: { validate },
});
