import {
  weekHoursForms,
  weeklyDefaults,
  type DayOverride,
  type WeeklyPattern,
} from "../../components/weekHours/weekHoursModel";

/** When a resource can be booked, repeating weekly; a day without intervals is closed. */
export interface ResourceWorkingHours extends WeeklyPattern {
  id: number;
  resource_id: number;
  created_at?: string;
  updated_at?: string;
}

/** A resource's hours on one date instead of the weekly ones; `[]` = closed. */
export interface ResourceHourOverride extends DayOverride {
  id: number;
  resource_id: number;
}

export const workingHoursDefaults = weeklyDefaults;

export const {
  repeatChoices,
  validatePattern: validateWorkingHours,
  transformPattern: transformWorkingHours,
  validateOverride,
  transformOverride,
} = weekHoursForms<
  Partial<ResourceWorkingHours>,
  Partial<ResourceHourOverride> & { closed?: boolean }
>({
  keys: "resources.resource-working-hours",
  // The override form takes resource_id from the edited pattern.
  owner: { pattern: ["resource_id"], override: [] },
  off: "closed",
});
