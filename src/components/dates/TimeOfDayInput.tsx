import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type Validator,
} from "react-admin";
import type { SxProps, Theme } from "@mui/material/styles";
import { TimeOfDayField } from "./TimeOfDayField";

export interface TimeOfDayInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  defaultValue?: string;
  /** An end time: midnight is the end of the day ("24:00"). */
  endOfDay?: boolean;
  helperText?: string | false;
  sx?: SxProps<Theme>;
}

/** A react-admin input of a time of day ("HH:mm") in the UI language's convention: see TimeOfDayField. */
export const TimeOfDayInput = ({
  source,
  label,
  validate,
  defaultValue,
  endOfDay,
  helperText,
  sx,
}: TimeOfDayInputProps) => {
  const resource = useResourceContext();
  const { id, field, fieldState, formState, isRequired } = useInput({
    source,
    validate,
    defaultValue,
  });
  const shown =
    fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const error = shown ? fieldState.error?.message : undefined;
  return (
    <TimeOfDayField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      endOfDay={endOfDay}
      label={
        <FieldTitle
          label={label}
          source={source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      error={
        error ? <InputHelperText error={error} helperText={false} /> : undefined
      }
      helperText={helperText === false ? undefined : (helperText ?? undefined)}
      sx={sx}
    />
  );
};
