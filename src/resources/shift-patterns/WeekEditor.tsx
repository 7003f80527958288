import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from "react-admin";
import { WEEKDAYS } from "./shiftModel";

const timeProps = {
  htmlInput: { dir: "ltr", step: 300 },
  inputLabel: { shrink: true },
};

/** The shifts of one day: add, remove, edit; times as HH:MM. */
export const DayShifts = ({ source }: { source: string }) => (
  <ArrayInput source={source} label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      getItemLabel={() => ""}
    >
      <TextInput
        source="start"
        label="resources.shift-patterns.fields.start"
        type="time"
        slotProps={timeProps}
        sx={{ width: 130 }}
      />
      <TextInput
        source="end"
        label="resources.shift-patterns.fields.end"
        type="time"
        slotProps={timeProps}
        sx={{ width: 130 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);

/** One week of a rotation: a row per day; rows stack on a phone. */
export const WeekEditor = ({ week }: { week: number }) => {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate("resources.shift-patterns.week", { n: week + 1 })}
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
            {translate(`resources.shift-patterns.days.${day}`)}
          </Typography>
          <DayShifts source={`weeks.${week}.${day}`} />
        </Box>
      ))}
    </Box>
  );
};
