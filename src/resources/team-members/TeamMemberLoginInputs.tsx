import Typography from "@mui/material/Typography";
import {
  BooleanInput,
  FormDataConsumer,
  PasswordInput,
  useTranslate,
} from "react-admin";
import { PASSWORD_MAX } from "../../account/passwordRules";
import { useManagesLogins } from "./useManagesLogins";
import { PermissionsInput } from "./PermissionsInput";

/** Staff login: on/off, password and the permission grid by area (owner only). */
export const TeamMemberLoginInputs = () => {
  const translate = useTranslate();
  if (!useManagesLogins()) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate("resources.team-members.sections.login")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate("resources.team-members.login.intro")}
      </Typography>
      <BooleanInput source="login_enabled" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.login_enabled ? (
            <>
              <PasswordInput
                source="password"
                autoComplete="new-password"
                helperText="resources.team-members.login.password_hint"
                slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
              />
              <PermissionsInput />
            </>
          ) : null
        }
      </FormDataConsumer>
    </>
  );
};
