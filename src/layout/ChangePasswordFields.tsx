import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import {
  PASSWORD_MAX,
  type PasswordChangeErrors,
  type PasswordChangeValues,
} from "../account/passwordRules";

interface Props {
  values: PasswordChangeValues;
  errors: PasswordChangeErrors;
  onChange: (field: keyof PasswordChangeValues, value: string) => void;
}

const FIELDS: {
  name: keyof PasswordChangeValues;
  labelKey: string;
  max?: number;
}[] = [
  { name: "current_password", labelKey: "app.password.current" },
  { name: "new_password", labelKey: "app.password.new", max: PASSWORD_MAX },
  { name: "confirm_password", labelKey: "app.password.confirm" },
];

/** The three password inputs of the Change Password modal. */
export const ChangePasswordFields = ({ values, errors, onChange }: Props) => {
  const translate = useTranslate();
  return (
    <>
      {FIELDS.map(({ name, labelKey, max }) => (
        <TextField
          key={name}
          id={`change-password-${name}`}
          name={name}
          type="password"
          autoComplete={
            name === "current_password" ? "current-password" : "new-password"
          }
          label={translate(labelKey)}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          error={Boolean(errors[name])}
          helperText={
            errors[name]
              ? translate(errors[name])
              : name === "new_password"
                ? translate("app.password.rules_hint")
                : " "
          }
          slotProps={{ htmlInput: max ? { maxLength: max } : {} }}
          fullWidth
          margin="dense"
        />
      ))}
    </>
  );
};
