import { email, maxLength, required } from "react-admin";
import type { Client, Gender } from "../../types";
import { cleanFormValues } from "../../components/forms/cleanFormValues";

export const GENDERS: readonly Gender[] = [
  "female",
  "male",
  "non_binary",
  "unspecified",
];

export const genderChoices = GENDERS.map((id) => ({
  id,
  name: `resources.clients.genders.${id}`,
}));

/** DOMAIN §3.5 defaults: appointment messages on, marketing off. */
export const clientDefaults = (referralSourceId?: number): Partial<Client> => ({
  referral_source_id: referralSourceId ?? null,
  notify_email: true,
  notify_sms: true,
  marketing_email_opt_in: false,
  marketing_sms_opt_in: false,
  blocked_online: false,
});

export const clientValidators = {
  first_name: [required("app.validation.required"), maxLength(100)],
  last_name: [maxLength(100)],
  email: [email("app.validation.email")],
};

const trimmed = (value: unknown) =>
  typeof value === "string" ? value.trim() : value;

/**
 * Trims text, sends blanks as null and e-mails in lower case; server-owned
 * fields (id, timestamps, archived_at) stay home, so an archived client can
 * be edited too.
 */
export const transformClient = (values: Partial<Client>): Partial<Client> => {
  const result: Record<string, unknown> = cleanFormValues(values);
  if (typeof result.email === "string")
    result.email = result.email.toLowerCase();
  if (!result.blocked_online) result.block_reason = null;
  return result as Partial<Client>;
};

/** True when neither an e-mail nor a mobile is given (DOMAIN: warn). */
export const lacksContact = (values: Partial<Client>): boolean =>
  !trimmed(values.email) && !trimmed(values.mobile);

export const clientName = (record: Partial<Client>): string =>
  [record.first_name, record.last_name].filter(Boolean).join(" ");
