import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ArrayInput, SimpleFormIterator, useTranslate } from "react-admin";
import { TimeOfDayInput } from "../dates/TimeOfDayInput";
import { WEEKDAYS } from "./weekdays";

/**
 * Weekly hours editors shared by resource working hours and team shift
 * patterns. `keys` is the resource's catalogue prefix (e.g.
 * "resources.shift-patterns"), which holds `fields.start`, `fields.end`,
 * `week` and `days.<mon…sun>`.
 */
interface KeysProps {
  keys: string;
}

/** The start–end pairs of one day: add, remove, edit; times in the UI language's convention, stored as HH:MM. */
export const DayIntervals = ({
  source,
  keys,
}: KeysProps & { source: string }) => (
  <ArrayInput source={source} label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      getItemLabel={() => ""}
    >
      <TimeOfDayInput
        source="start"
        label={`${keys}.fields.start`}
        sx={{ width: 150 }}
      />
      <TimeOfDayInput
        source="end"
        label={`${keys}.fields.end`}
        endOfDay
        sx={{ width: 150 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);

/** One week: a row per day (name, then its intervals); rows stack on a phone. */
export const WeekHoursEditor = ({
  week,
  keys,
}: KeysProps & { week: number }) => {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate(`${keys}.week`, {
        n: week + 1,
      })}
      sx={{ width: "100%" }}
    >
      {WEEKDAYS.map((day) => (
        <Box
          key={day}
          sx={{
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            alignItems: { sm: "flex-start" },
            gap: { sm: 2 },
            borderBottom: 1,
            borderColor: "divider",
            py: 1,
          }}
        >
          <Typography sx={{ minWidth: 110, pt: { sm: 2 }, fontWeight: 500 }}>
            {translate(`${keys}.days.${day}`)}
          </Typography>
          <DayIntervals source={`weeks.${week}.${day}`} keys={keys} />
        </Box>
      ))}
    </Box>
  );
};
