import { useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import {
  AutocompleteInput,
  Form,
  PasswordInput,
  TextInput,
  useLocale,
  useTranslate,
} from "react-admin";
import { localeInfo } from "../i18n/locales";
import { getCurrentUser } from "../providers/currentUser";
import { signUp, type SignUpValues } from "./accountApi";
import { AccountLayout } from "./AccountLayout";
import { AccountLink } from "./AccountLink";
import { errorText, serverFieldErrors } from "./formErrors";
import {
  countryChoices,
  currencyChoices,
  signUpDefaults,
  signUpValidators as v,
  timezoneChoices,
  toSignUpPayload,
} from "./signUpModel";
import { useEnterApp } from "./useEnterApp";

/** /account/sign-up: a merchant creates the business and is signed in. */
export const SignUpPage = () => {
  const translate = useTranslate();
  const tag = localeInfo(useLocale()).tag;
  const enterApp = useEnterApp();
  const [error, setError] = useState<string | null>(null);
  const choices = useMemo(
    () => ({
      currencies: currencyChoices(tag),
      countries: countryChoices(tag),
      zones: timezoneChoices(),
    }),
    [tag],
  );
  const defaults = useMemo(() => signUpDefaults(), []);

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    const previous = getCurrentUser();
    try {
      await signUp(toSignUpPayload(values as unknown as SignUpValues));
      await enterApp("/", previous);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setError(
        fields ? translate("app.account.sign_up.failed") : errorText(failure),
      );
      return fields;
    }
  };

  return (
    <AccountLayout titleKey="app.account.sign_up.title">
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={submit} defaultValues={defaults}>
        <TextInput
          source="business_name"
          label="app.account.sign_up.business_name"
          validate={v.business_name}
          fullWidth
        />
        <TextInput
          source="name"
          label="app.account.sign_up.name"
          validate={v.name}
          autoComplete="name"
          fullWidth
        />
        <TextInput
          source="email"
          type="email"
          label="app.account.email"
          validate={v.email}
          autoComplete="email"
          fullWidth
        />
        <PasswordInput
          source="password"
          label="app.account.password"
          validate={v.password}
          autoComplete="new-password"
          helperText="app.password.rules_hint"
          slotProps={{ htmlInput: { maxLength: 50 } }}
          fullWidth
        />
        <PasswordInput
          source="confirm_password"
          label="app.account.confirm_password"
          validate={v.confirm_password}
          autoComplete="new-password"
          fullWidth
        />
        <AutocompleteInput
          source="currency_code"
          label="app.account.sign_up.currency"
          choices={choices.currencies}
          validate={v.currency_code}
          fullWidth
        />
        <AutocompleteInput
          source="country_code"
          label="app.account.sign_up.country"
          choices={choices.countries}
          validate={v.country_code}
          fullWidth
        />
        <AutocompleteInput
          source="timezone"
          label="app.account.sign_up.timezone"
          choices={choices.zones}
          validate={v.timezone}
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
          {translate("app.account.sign_up.submit")}
        </Button>
      </Form>
      <AccountLink
        to="/account/login"
        labelKey="app.account.sign_up.have_account"
      />
    </AccountLayout>
  );
};
