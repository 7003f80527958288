import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { crossField } from "../../components/forms/crossField";

export type NotificationType =
  | "reminder"
  | "new_appointment"
  | "rescheduled_appointment"
  | "cancelled_appointment"
  | "no_show"
  | "thank_you";

export interface NotificationTemplate {
  id: number;
  type: NotificationType;
  reminder_offset_minutes?: number | null;
  enabled: boolean;
  show_price: boolean;
  channel_email: boolean;
  channel_sms: boolean;
  subject?: string | null;
  body: string;
  created_at?: string;
  updated_at?: string;
}

const R = "resources.client-notification-templates";

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  "reminder",
  "new_appointment",
  "rescheduled_appointment",
  "cancelled_appointment",
  "no_show",
  "thank_you",
];

/** DOMAIN §3.6: the only `{names}` a subject or body may use. */
export const PLACEHOLDERS = [
  "client_first_name",
  "business_name",
  "location_name",
  "location_address",
  "date",
  "time",
  "services",
  "team_member",
  "price",
  "manage_link",
] as const;

export const typeChoices = NOTIFICATION_TYPES.map((id) => ({
  id,
  name: `${R}.types.${id}`,
}));

/** Common reminder timings, in minutes before the start. */
export const OFFSETS = [
  15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080,
];

/** A translation key and its options for an offset ("2 hours before"). */
export const offsetLabel = (
  minutes: number,
): [string, Record<string, number>] => {
  if (minutes % 1440 === 0)
    return [`${R}.offsets.days`, { smart_count: minutes / 1440 }];
  if (minutes % 60 === 0)
    return [`${R}.offsets.hours`, { smart_count: minutes / 60 }];
  return [`${R}.offsets.minutes`, { count: minutes }];
};

/** Placeholders of a text that are not in PLACEHOLDERS. */
export const unknownPlaceholders = (text: string): string[] => {
  const known = new Set<string>(PLACEHOLDERS);
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1].trim());
  return [...new Set(names.filter((n) => !known.has(n)))];
};

/** react-admin validator: refuses unknown `{placeholders}`, naming them. */
export const knownPlaceholders = (value: unknown) => {
  const unknown = typeof value === "string" ? unknownPlaceholders(value) : [];
  return unknown.length
    ? {
        message: `${R}.validation.unknown_placeholder`,
        args: { names: unknown.map((n) => `{${n}}`).join(", ") },
      }
    : undefined;
};

export const templateValidators = {
  type: [required("app.validation.required")],
  subject: [maxLength(200), knownPlaceholders],
  body: [
    required("app.validation.required"),
    maxLength(2000),
    knownPlaceholders,
  ],
};

/** Rules across fields (the server checks the same): a reminder's timing, a channel when switched on. */
export const validateTemplate = (values: Partial<NotificationTemplate>) => {
  const errors: Record<string, string> = {};
  if (values.type === "reminder" && !values.reminder_offset_minutes)
    errors.reminder_offset_minutes = `${R}.validation.offset_required`;
  if (values.enabled && !values.channel_email && !values.channel_sms)
    errors.channel_email = `${R}.validation.channel_required`;
  return errors;
};

export const templateDefaults = (): Partial<NotificationTemplate> => ({
  type: "reminder",
  reminder_offset_minutes: 1440,
  enabled: true,
  show_price: true,
  channel_email: true,
  channel_sms: false,
});

/** Trims the texts; only reminders carry a timing. */
export const transformTemplate = (
  values: Partial<NotificationTemplate>,
): Partial<NotificationTemplate> => {
  const result = cleanFormValues(values);
  if (result.type !== "reminder") result.reminder_offset_minutes = null;
  return result;
};

/** Per-input checks of validateTemplate (react-admin runs input validators only). */
export const templateRuleValidators = {
  reminder_offset_minutes: crossField(
    validateTemplate,
    "reminder_offset_minutes",
  ),
  channel_email: crossField(validateTemplate, "channel_email"),
};
