import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { useMemo, useState, type ReactNode, type Ref } from "react";
import { useTranslate } from "react-admin";
import { useLocaleTag } from "./useLocaleTag";
import {
  QUARTER_HOURS,
  formatTimeOfDay,
  isTimeOfDay,
  parseTimeOfDay,
} from "./timeOfDay";

export interface TimeOfDayFieldProps {
  /** "HH:mm" (or "24:00"); what was typed when it was not a time. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: ReactNode;
  /** The input's accessible name when the visible label is not enough. */
  ariaLabel?: string;
  /** The form's message about this value, already translated. */
  error?: ReactNode;
  helperText?: ReactNode;
  /** An end time: midnight means the end of the day ("24:00"). */
  endOfDay?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

const SUGGESTED = 8;

/**
 * A time of day shown and typed in the UI language's convention (issue 12),
 * as the working-hours grid shows it: a combo box that suggests the quarter
 * hours and takes what is typed ("9", "930", "9.30 pm", "21:30") when it
 * loses focus or on Enter. Stores "HH:mm"; an entry that is not a time is
 * kept as typed and named as the field's error.
 */
export const TimeOfDayField = ({
  value,
  onChange,
  onBlur,
  label,
  ariaLabel,
  error,
  helperText,
  endOfDay = false,
  id,
  name,
  inputRef,
  sx,
}: TimeOfDayFieldProps) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const [draft, setDraft] = useState<string | null>(null);
  const stored = value ?? "";
  const options = useMemo(
    () =>
      endOfDay ? [...QUARTER_HOURS.slice(1), "24:00"] : [...QUARTER_HOURS],
    [endOfDay],
  );
  const parse = (text: string) => parseTimeOfDay(text, tag, { endOfDay });
  const commit = (text: string) => {
    setDraft(null);
    const typed = text.trim();
    const next = typed === "" ? "" : (parse(typed) ?? typed);
    if (next !== stored) onChange(next);
  };
  const unparsed = stored !== "" && !isTimeOfDay(stored, endOfDay);
  const message = unparsed
    ? translate("app.time_of_day.invalid", {
        examples: `${formatTimeOfDay("09:30", tag)}, ${formatTimeOfDay("14:15", tag)}`,
      })
    : error;
  const suggestions = (text: string) => {
    if (draft === null || text.trim() === "") return options;
    const at = parse(text);
    if (at) {
      const from = options.findIndex((o) => o >= at);
      const next = from < 0 ? [] : options.slice(from, from + SUGGESTED);
      return next[0] === at ? next : [at, ...next.slice(0, SUGGESTED - 1)];
    }
    const typed = text.toLowerCase().replace(/\s/g, "");
    return options.filter((o) =>
      formatTimeOfDay(o, tag)
        .toLowerCase()
        .replace(/\s/g, "")
        .startsWith(typed),
    );
  };

  return (
    <Autocomplete
      freeSolo
      id={id}
      options={options}
      value={stored}
      inputValue={draft ?? formatTimeOfDay(stored, tag)}
      getOptionLabel={(o) => formatTimeOfDay(o, tag)}
      filterOptions={(_all, state) => suggestions(state.inputValue)}
      onInputChange={(_event, text, reason) => {
        if (reason === "input") setDraft(text);
        else if (reason === "clear") commit("");
      }}
      onChange={(_event, picked) => commit(picked)}
      onBlur={() => {
        if (draft !== null) commit(draft);
        onBlur?.();
      }}
      disableClearable
      forcePopupIcon={false}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          size="small"
          label={label}
          error={Boolean(message)}
          helperText={message || helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              dir: "ltr",
              inputMode: "text",
              ...(ariaLabel ? { "aria-label": ariaLabel } : {}),
            },
          }}
        />
      )}
    />
  );
};
