/**
 * Password rules of SPEC §5 (also DOMAIN §3.2): 10 to 50 characters with a
 * letter, a digit and a special character. Validators return translation
 * keys so every form shows the same words.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 50;

export const PASSWORD_MESSAGES = {
  currentRequired: "app.validation.current_required",
  required: "app.validation.password_required",
  min: "app.validation.password_min",
  max: "app.validation.password_max",
  pattern: "app.validation.password_pattern",
  confirmRequired: "app.validation.confirm_required",
  confirmMatch: "app.validation.confirm_match",
} as const;

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export const passwordError = (
  value: string | undefined | null,
): string | undefined => {
  const password = value ?? "";
  if (password === "") return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.min;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.max;
  if (
    !LETTER.test(password) ||
    !DIGIT.test(password) ||
    !SPECIAL.test(password)
  ) {
    return PASSWORD_MESSAGES.pattern;
  }
  return undefined;
};

export const confirmError = (
  confirm: string | undefined | null,
  password: string | undefined | null,
): string | undefined => {
  if (!confirm) return PASSWORD_MESSAGES.confirmRequired;
  if (confirm !== (password ?? "")) return PASSWORD_MESSAGES.confirmMatch;
  return undefined;
};

export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export type PasswordChangeErrors = Partial<
  Record<keyof PasswordChangeValues, string>
>;

/** All Change Password errors at once (SPEC §5 table). */
export const validatePasswordChange = (
  values: PasswordChangeValues,
): PasswordChangeErrors => {
  const errors: PasswordChangeErrors = {};
  if (!values.current_password)
    errors.current_password = PASSWORD_MESSAGES.currentRequired;
  const newError = passwordError(values.new_password);
  if (newError) errors.new_password = newError;
  const confirm = confirmError(values.confirm_password, values.new_password);
  if (confirm) errors.confirm_password = confirm;
  return errors;
};

/** React-admin validators built on the same rules. */
export const validatePasswordInput = (value: string) => passwordError(value);

export const validateConfirmInput =
  (passwordField: string) =>
  (value: string, allValues: Record<string, unknown>) =>
    confirmError(value, allValues[passwordField] as string | undefined);
