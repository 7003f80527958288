import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Box from "@mui/material/Box";
import { useId } from "react";
import { useInput, useTranslate } from "react-admin";

const L = "resources.team-members.login.calendar_scope";

/**
 * How much of the calendar a login with the calendar area sees (issue 23):
 * every member's appointments, or only its own (Fresha's "basic"; the
 * server keeps others' as busy time without client details).
 */
export const CalendarScopeInput = () => {
  const translate = useTranslate();
  const hint = useId();
  const { field } = useInput({
    source: "own_calendar_only",
    defaultValue: false,
  });
  return (
    <Box
      component="fieldset"
      aria-describedby={hint}
      sx={{ border: 0, p: 0, m: 0, mt: 1 }}
    >
      <FormLabel component="legend">{translate(`${L}.label`)}</FormLabel>
      <RadioGroup
        value={field.value ? "own" : "all"}
        onChange={(e) => field.onChange(e.target.value === "own")}
      >
        <FormControlLabel
          value="all"
          control={<Radio />}
          label={translate(`${L}.all`)}
        />
        <FormControlLabel
          value="own"
          control={<Radio />}
          label={translate(`${L}.own`)}
        />
      </RadioGroup>
      <FormHelperText id={hint} sx={{ mx: 0 }}>
        {translate(`${L}.own_hint`)}
      </FormHelperText>
    </Box>
  );
};
