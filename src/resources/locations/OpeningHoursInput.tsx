import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useInput, useTranslate, type Validator } from "react-admin";
import { TimeOfDayField } from "../../components/dates";
import {
  WEEKDAYS,
  type TimeInterval,
  type Weekday,
  type WeekHours,
} from "../../components/weekHours";

const W = "resources.locations.week";
const RA_PREFIX = "@@react-admin@@";

/** A validator's message (key + day) or the server's own words. */
const describeError = (
  message: string,
  translate: (key: string, options?: object) => string,
) => {
  if (!message.startsWith(RA_PREFIX)) return translate(message, { _: message });
  const parsed = JSON.parse(message.slice(RA_PREFIX.length)) as {
    message: string;
    args?: { day?: string };
  };
  return translate(parsed.message, {
    _: parsed.message,
    day: parsed.args?.day ? translate(parsed.args.day) : "",
  });
};

interface OpeningHoursInputProps {
  source: string;
  validate?: Validator | Validator[];
}

/**
 * The week editor of a location: per day an "open" switch and one or more
 * intervals (typed in the UI language's convention, stored as HH:MM). A
 * closed day is `[]`.
 */
export const OpeningHoursInput = ({
  source,
  validate,
}: OpeningHoursInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, validate });
  const week = (field.value ?? {}) as WeekHours;
  const setDay = (day: Weekday, list: TimeInterval[]) =>
    field.onChange({ ...week, [day]: list });
  const error = fieldState.error;
  const showError =
    Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  const errorText = error?.message
    ? describeError(error.message, translate)
    : "";

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 2, width: "100%", maxWidth: 640 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${W}.title`)}
      </Typography>
      {WEEKDAYS.map((day) => {
        const list = week[day] ?? [];
        const dayName = translate(`${W}.days.${day}`);
        return (
          <Stack
            key={day}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: "divider",
              alignItems: { sm: "flex-start" },
            }}
          >
            <FormControlLabel
              sx={{ minWidth: 160, m: 0 }}
              control={
                <Switch
                  checked={list.length > 0}
                  onChange={(e) =>
                    setDay(
                      day,
                      e.target.checked
                        ? [{ start: "09:00", end: "18:00" }]
                        : [],
                    )
                  }
                  onBlur={field.onBlur}
                />
              }
              label={dayName}
            />
            {list.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                {translate(`${W}.closed`)}
              </Typography>
            ) : (
              <Stack spacing={1} sx={{ flex: 1 }}>
                {list.map((iv, i) => (
                  <Stack
                    key={i}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: "center" }}
                  >
                    <TimeOfDayField
                      label={translate(`${W}.opens`)}
                      ariaLabel={`${dayName} ${translate(`${W}.opens`)} ${i + 1}`}
                      value={iv.start}
                      onBlur={field.onBlur}
                      onChange={(next) =>
                        setDay(
                          day,
                          list.map((x, j) =>
                            j === i ? { ...x, start: next } : x,
                          ),
                        )
                      }
                      sx={{ width: 150 }}
                    />
                    <TimeOfDayField
                      label={translate(`${W}.closes`)}
                      ariaLabel={`${dayName} ${translate(`${W}.closes`)} ${i + 1}`}
                      value={iv.end}
                      onBlur={field.onBlur}
                      onChange={(next) =>
                        setDay(
                          day,
                          list.map((x, j) =>
                            j === i ? { ...x, end: next } : x,
                          ),
                        )
                      }
                      sx={{ width: 150 }}
                    />
                    <IconButton
                      aria-label={translate(`${W}.remove`)}
                      onClick={() =>
                        setDay(
                          day,
                          list.filter((_, j) => j !== i),
                        )
                      }
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
                {list.length < 6 ? (
                  <Box>
                    <IconButton
                      aria-label={`${translate(`${W}.add`)} (${dayName})`}
                      size="small"
                      onClick={() => {
                        const last = list[list.length - 1];
                        setDay(day, [
                          ...list,
                          { start: last?.end ?? "09:00", end: "23:59" },
                        ]);
                      }}
                    >
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ) : null}
              </Stack>
            )}
          </Stack>
        );
      })}
      {showError ? <FormHelperText error>{errorText}</FormHelperText> : null}
    </Box>
  );
};
