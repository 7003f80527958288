import {
  weekHoursForms,
  weeklyDefaults,
  type DayOverride,
  type WeeklyPattern,
} from "../../components/weekHours/weekHoursModel";

/** A member's repeating weekly shifts at a location; a day without shifts is a day off. */
export interface ShiftPattern extends WeeklyPattern {
  id: number;
  team_member_id: number;
  location_id: number;
  created_at?: string;
  updated_at?: string;
}

/** A member's shifts on one date instead of the pattern's; `[]` = day off. */
export interface ShiftOverride extends DayOverride {
  id: number;
  team_member_id: number;
  location_id: number;
}

export type OverrideForm = Partial<ShiftOverride> & { day_off?: boolean };

export const shiftPatternDefaults = weeklyDefaults;

export const {
  repeatChoices,
  validatePattern: validateShiftPattern,
  transformPattern: transformShiftPattern,
  validateOverride: validateShiftOverride,
  transformOverride: transformShiftOverride,
} = weekHoursForms<Partial<ShiftPattern>, OverrideForm>({
  keys: "resources.shift-patterns",
  owner: {
    pattern: ["team_member_id", "location_id"],
    override: ["team_member_id", "location_id"],
  },
  off: "day_off",
});

/** An override as the form edits it: `[]` shows as "day off". */
export const overrideFormValues = (
  record: Partial<ShiftOverride>,
): OverrideForm => ({
  ...record,
  day_off: (record.intervals ?? []).length === 0 && record.id !== undefined,
});
