/**
 * The first-day checklist of a new business: each step is done when the
 * data says so, and the checklist hides once every step is done.
 */

export type SetupStepKey =
  | "business_details"
  | "location_hours"
  | "services"
  | "team"
  | "online_booking";

export interface SetupStep {
  key: SetupStepKey;
  /** Where the owner does it. */
  to: string;
  done: boolean;
}

export interface Location {
  id?: number;
  address_line1?: string | null;
  opening_hours?: Record<string, unknown[]> | null;
}

/** What the checklist reads; undefined while loading. */
export interface SetupData {
  business?: { phone?: string | null; email?: string | null };
  locations?: Location[];
  serviceCount?: number;
  /** Weekly working hours (shift patterns) of the team. */
  shiftPatternCount?: number;
  onlineBooking?: { enabled?: boolean };
}

const filled = (value?: string | null) => !!value && value.trim() !== "";

const hasHours = (location: Location) =>
  Object.values(location.opening_hours ?? {}).some(
    (day) => Array.isArray(day) && day.length > 0,
  );

/** The steps in the order a new business takes them. */
export const setupSteps = (data: SetupData): SetupStep[] => [
  {
    key: "business_details",
    to: "/business-details",
    done: filled(data.business?.phone) && filled(data.business?.email),
  },
  {
    key: "location_hours",
    // The only location opens itself; several are chosen from their list.
    to:
      data.locations?.length === 1 && data.locations[0].id != null
        ? `/locations/${data.locations[0].id}`
        : "/locations",
    done:
      !!data.locations?.length &&
      data.locations.every((l) => filled(l.address_line1) && hasHours(l)),
  },
  {
    key: "services",
    to: "/services/create",
    done: (data.serviceCount ?? 0) > 0,
  },
  {
    key: "team",
    to: "/teams/working-hours",
    done: (data.shiftPatternCount ?? 0) > 0,
  },
  {
    key: "online_booking",
    to: "/online-booking-settings",
    done: data.onlineBooking?.enabled === true,
  },
];

export const isSetupComplete = (steps: SetupStep[]) =>
  steps.every((step) => step.done);
