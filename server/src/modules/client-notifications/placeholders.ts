import { currencyDigits } from "../../shared/money/index.js";
import type { NOTIFICATION_PLACEHOLDERS } from "../../db/schema/index.js";

export type Placeholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** What a notification speaks of, as read from the database. */
export interface NotificationFacts {
  clientFirstName: string;
  businessName: string;
  currency: string;
  location: {
    name: string;
    address: string[];
    timezone: string;
    contact: string | null;
  };
  /** The appointment's start (an instant). */
  start: Date;
  services: { name: string; member: string; price: number }[];
  showPrice: boolean;
  /** BCP 47 tag of the message's language. */
  tag: string;
}

/** Minor units as the currency writes them in a language, with ISO 4217's decimals (money module). */
export function formatAmount(minor: number, currency: string, tag: string) {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

const unique = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/**
 * The values of the template placeholders (DOMAIN §3.6, the template
 * screen's list): the date and time in the location's time zone and the
 * message's language; `{price}` empty when the template hides prices;
 * `{manage_link}` is how to reach the business (the location's phone or
 * e-mail, else the business's) until clients can manage bookings online.
 */
export function placeholderValues(f: NotificationFacts): PlaceholderValues {
  const inZone = { timeZone: f.location.timezone };
  return {
    client_first_name: f.clientFirstName,
    business_name: f.businessName,
    location_name: f.location.name,
    location_address: f.location.address.filter(Boolean).join(", "),
    date: new Intl.DateTimeFormat(f.tag, {
      ...inZone,
      dateStyle: "full",
    }).format(f.start),
    time: new Intl.DateTimeFormat(f.tag, {
      ...inZone,
      timeStyle: "short",
    }).format(f.start),
    services: unique(f.services.map((s) => s.name)).join(", "),
    team_member: unique(f.services.map((s) => s.member)).join(", "),
    price: f.showPrice
      ? formatAmount(
          f.services.reduce((sum, s) => sum + s.price, 0),
          f.currency,
          f.tag,
        )
      : "",
    manage_link: f.location.contact ?? "",
  };
}

/** A template's text with its `{placeholders}` filled in (unknown names stay as written). */
export function fillPlaceholders(text: string, values: PlaceholderValues) {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const key = name.trim();
    return Object.hasOwn(values, key) ? values[key as Placeholder] : whole;
  });
}
