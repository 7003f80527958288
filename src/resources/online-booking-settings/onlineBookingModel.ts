import { regex } from "react-admin";
import {
  between,
  cleanSettings,
  req,
  text,
  whole,
} from "../settings/settingsModel";

export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;
/** Cancellation notice presets from 30 minutes to 48 hours (DOMAIN §3.34). */
export const CANCEL_NOTICES = [30, 60, 120, 240, 720, 1440, 2880] as const;

export const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

export const onlineBookingValidators = {
  slug: [req, regex(SLUG, "resources.online-booking-settings.validation.slug")],
  slot_interval_minutes: [req],
  min_notice_minutes: [req, whole, ...between(0, 43_200)],
  max_advance_days: [req, whole, ...between(1, 730)],
  client_cancel_notice_minutes: [req],
  important_info_text: [text(2000)],
  disabled_message: [text(500)],
};

export const transformOnlineBooking = (
  values: Record<string, unknown>,
): Record<string, unknown> => {
  const result = cleanSettings(values) as Record<string, unknown>;
  if (typeof result.slug === "string") result.slug = result.slug.toLowerCase();
  return result;
};
