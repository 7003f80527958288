/** Shapes of the jsonb columns (DOMAIN §1.2 "Time"): wall-clock times are "HH:MM" in the location's timezone. */

/** One working or opening interval, `end > start`, never crossing midnight. */
export interface TimeInterval {
  start: string;
  end: string;
}

export const WEEKDAYS = [
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
  "sun",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `{"mon":[{"start":"09:00","end":"18:00"}], ...}`; `[]` or a missing day = closed / off. */
export type WeekHours = Partial<Record<Weekday, TimeInterval[]>>;

/** Service availability rule (DOMAIN §3.26); weekday 1 = Monday … 7 = Sunday. */
export interface AvailabilityRule {
  weekday: number;
  start: string;
  end: string;
}
