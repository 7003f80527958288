import { useState } from "react";
import TextField from "@mui/material/TextField";
import {
  useInput,
  useTranslate,
  ValidationError,
  type Validator,
} from "react-admin";
import { parsePercentList } from "./tipSettingModel";

interface PercentListInputProps {
  source: string;
  label: string;
  helperText: string;
  validate?: Validator | Validator[];
}

/** A short list of percentages typed as "10, 15, 20"; the form holds the numbers. */
export const PercentListInput = ({
  source,
  label,
  helperText,
  validate,
}: PercentListInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source, validate });
  const [text, setText] = useState(() =>
    ((field.value as number[] | undefined) ?? []).join(", "),
  );
  const showError =
    Boolean(fieldState.error) &&
    (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      label={translate(label)}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parsePercentList(e.target.value));
      }}
      onBlur={field.onBlur}
      error={showError}
      helperText={
        showError && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : (
          translate(helperText)
        )
      }
      slotProps={{ htmlInput: { dir: "ltr", inputMode: "decimal" } }}
      sx={{ width: "100%", maxWidth: 320, mb: 2 }}
    />
  );
};
