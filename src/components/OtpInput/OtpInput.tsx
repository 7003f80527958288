import { Fragment, useState } from "react";
import type { FocusEvent, ReactNode } from "react";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { useTranslate } from "react-admin";
import { DEFAULT_OTP_LENGTH, shouldShowOtpError } from "./otpModel";
import type { LetterCase } from "./otpModel";
import { OtpBox } from "./OtpBox";
import { useOtpCells } from "./useOtpCells";
import { useOtpHandlers } from "./useOtpHandlers";

export interface OtpInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called when focus leaves the whole group. */
  onBlur?: () => void;
  length?: number;
  numbersOnly?: boolean;
  /** Masks the characters. */
  password?: boolean;
  letterCase?: LetterCase;
  /** Shown between two boxes. */
  separator?: ReactNode;
  /** Placeholder of each box. */
  placeholder?: string;
  autoFocus?: boolean;
  /** The value is invalid: styled as an error once touched or dirty. */
  invalid?: boolean;
  /** Forces the error styling on or off (overrides `invalid`). */
  error?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  sx?: SxProps<Theme>;
}

/** One-time-code entry with separate boxes (SPEC §2, §5). */
export const OtpInput = ({
  value,
  onChange,
  onBlur,
  length = DEFAULT_OTP_LENGTH,
  numbersOnly = false,
  password = false,
  letterCase,
  separator,
  placeholder,
  autoFocus = false,
  invalid = false,
  error,
  disabled,
  name,
  id,
  sx,
  ...aria
}: OtpInputProps) => {
  const translate = useTranslate();
  const { cells, commit, dirty } = useOtpCells(value, length, onChange);
  const handlers = useOtpHandlers(cells, commit, { numbersOnly, letterCase });
  const [touched, setTouched] = useState(false);
  const showError =
    error ??
    shouldShowOtpError({ invalid, isTouched: touched, isDirty: dirty });

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null))
      return;
    setTouched(true);
    onBlur?.();
  };

  return (
    <Box
      role="group"
      id={id}
      dir="ltr"
      aria-label={
        aria["aria-labelledby"]
          ? undefined
          : (aria["aria-label"] ?? translate("app.layout.otp.label"))
      }
      aria-labelledby={aria["aria-labelledby"]}
      aria-describedby={aria["aria-describedby"]}
      data-error={showError}
      onBlur={handleBlur}
      sx={[
        { display: "inline-flex", alignItems: "center", gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {cells.map((cell, index) => (
        <Fragment key={index}>
          {index > 0 && separator != null && (
            <Box component="span" aria-hidden="true">
              {separator}
            </Box>
          )}
          <OtpBox
            value={cell}
            inputRef={handlers.register(index)}
            name={name ? `${name}-${index}` : undefined}
            aria-label={translate("app.layout.otp.digit", {
              index: index + 1,
              length,
            })}
            password={password}
            error={showError}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            placeholder={placeholder}
            inputMode={numbersOnly ? "numeric" : "text"}
            autoComplete={index === 0 ? "one-time-code" : "off"}
            onKeyDown={handlers.onKeyDown(index)}
            onChange={handlers.onChange(index)}
            onPaste={handlers.onPaste(index)}
            onFocus={handlers.onFocus}
          />
        </Fragment>
      ))}
    </Box>
  );
};
