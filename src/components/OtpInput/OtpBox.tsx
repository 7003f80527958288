import OutlinedInput from "@mui/material/OutlinedInput";
import type { InputHTMLAttributes } from "react";

export interface OtpBoxProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | "onKeyDown"
  | "onChange"
  | "onPaste"
  | "onFocus"
  | "placeholder"
  | "autoComplete"
  | "inputMode"
  | "aria-label"
  | "name"
> {
  value: string;
  inputRef: (element: HTMLInputElement | null) => void;
  password?: boolean;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** One box of the one-time-code input. */
export const OtpBox = ({
  inputRef,
  password,
  error,
  disabled,
  autoFocus,
  value,
  ...inputProps
}: OtpBoxProps) => (
  <OutlinedInput
    value={value}
    inputRef={inputRef}
    type={password ? "password" : "text"}
    error={error}
    disabled={disabled}
    autoFocus={autoFocus}
    size="small"
    slotProps={{
      input: {
        ...inputProps,
        autoCapitalize: "off",
        spellCheck: false,
      },
    }}
    sx={{
      width: "2.75rem",
      "& input": { textAlign: "center", fontSize: "1.25rem", px: 0 },
    }}
  />
);
