import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import type { ReactNode } from "react";
import { FieldTitle, InputHelperText, useInput } from "react-admin";
import type { InputProps } from "react-admin";
import { OtpInput } from "./OtpInput";
import type { OtpInputProps } from "./OtpInput";
import { shouldShowOtpError } from "./otpModel";

export interface OtpFieldInputProps
  extends
    Omit<
      OtpInputProps,
      "value" | "onChange" | "onBlur" | "invalid" | "error" | "id" | "name"
    >,
    Pick<
      InputProps,
      "source" | "validate" | "defaultValue" | "resource" | "format" | "parse"
    > {
  label?: string | false;
  helperText?: ReactNode | false;
}

/**
 * The one-time-code input inside a react-admin form (SimpleForm and the
 * like). Errors show when the value is invalid and the field is touched or
 * dirty, or after a submit attempt.
 */
export const OtpFieldInput = ({
  source,
  validate,
  defaultValue = "",
  resource,
  format,
  parse,
  label,
  helperText,
  ...otpProps
}: OtpFieldInputProps) => {
  const { field, fieldState, formState, id, isRequired } = useInput({
    source,
    validate,
    defaultValue,
    resource,
    format,
    parse,
  });
  const showError =
    shouldShowOtpError(fieldState) ||
    (fieldState.invalid && formState.isSubmitted);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    // no FormControl: MUI allows only one InputBase inside one
    <Box className={`ra-input ra-input-${source}`} sx={{ my: 1 }}>
      {label !== false && (
        <FormLabel
          id={labelId}
          error={showError}
          sx={{ display: "block", mb: 1 }}
        >
          <FieldTitle
            label={label}
            source={source}
            resource={resource}
            isRequired={isRequired}
          />
        </FormLabel>
      )}
      <OtpInput
        {...otpProps}
        id={id}
        name={field.name}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={showError}
        aria-labelledby={label !== false ? labelId : undefined}
        aria-describedby={helperId}
      />
      {(helperText !== false || showError) && (
        <FormHelperText id={helperId} error={showError}>
          <InputHelperText
            error={showError ? fieldState.error?.message : undefined}
            helperText={helperText}
          />
        </FormHelperText>
      )}
    </Box>
  );
};
