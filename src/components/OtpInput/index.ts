export { OtpInput } from "./OtpInput";
export type { OtpInputProps } from "./OtpInput";
export { OtpFieldInput } from "./OtpFieldInput";
export type { OtpFieldInputProps } from "./OtpFieldInput";
export {
  DEFAULT_OTP_LENGTH,
  acceptKey,
  acceptPaste,
  isAllowedChar,
  shouldShowOtpError,
} from "./otpModel";
export type { LetterCase, OtpRules } from "./otpModel";
