import {
  intervalsOf,
  weeksOf,
  type HoursRules,
} from "../../lib/weeklyHours.js";

/** A resource's hours: up to 12 intervals a day, "24:00" closes a day that runs to midnight. */
const intervals: HoursRules = {
  maxPerDay: 12,
  endOfDay: true,
  onlyStartEnd: true,
  message: (p) => {
    switch (p.code) {
      case "not_week":
        return p.value == null
          ? "This field is required."
          : "Must be an object.";
      case "unknown_day":
        return `Unknown day "${p.key}": use mon to sun.`;
      case "extra_field":
        return `Unknown field "${p.key}": an interval has start and end only.`;
      case "not_list":
      case "not_interval":
        return "Must be a list of intervals.";
      case "too_many":
        return `At most ${p.max} intervals a day.`;
      case "not_text":
        return p.value == null
          ? "This field is required."
          : "Must be a string.";
      case "time":
        return `Use the 24-hour format HH:MM, for example ${p.field === "start" ? "09:30" : "18:00"}.`;
      case "order":
        return "The end must be after the start, on the same day.";
      case "overlap":
        return "Intervals of the same day may not overlap.";
    }
  },
};

/** `weeks`: 1 to 4 week grids `{"mon": [{"start": "09:00", "end": "18:00"}], ...}`, a missing day or `[]` closed. */
export const weeksField = weeksOf(intervals, {
  min: "Add the hours of at least one week.",
  max: "At most 4 weeks can repeat.",
});

/** `intervals` of one day (a date override): `[]` = closed that day. */
export const intervalsField = intervalsOf(intervals);
