import { useMemo } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useLocaleState,
} from "react-admin";
import {
  countryChoices,
  currencyChoices,
  timezoneChoices,
} from "../../account/signUpModel";
import { ImageUploadInput } from "../../components/images";
import { OutboxButton } from "../outbox/OutboxButton";
import { localeInfo } from "../../i18n/locales";
import { Section } from "../settings/SettingsParts";
import { SingletonEdit } from "../settings/SingletonEdit";
import {
  businessDetailsValidators as v,
  languageChoices,
  transformBusinessDetails,
} from "./businessDetailsModel";
import { useApplyBusinessDetails } from "./useApplyBusinessDetails";
import { PhoneInput } from "../../components/phone";

const S = "resources.business-details.sections";
const ltr = { htmlInput: { dir: "ltr" } };

/** /accountsetup/business-detalis: the merchant's own row, one form (role 2). */
export const BusinessDetailsPage = () => {
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const countries = useMemo(() => countryChoices(tag), [tag]);
  const currencies = useMemo(() => currencyChoices(tag), [tag]);
  const zones = useMemo(() => timezoneChoices(), []);
  const applyToSession = useApplyBusinessDetails();
  return (
    <SingletonEdit
      resource="business-details"
      transform={transformBusinessDetails}
      onSaved={applyToSession}
      actions={
        <TopToolbar>
          <OutboxButton />
        </TopToolbar>
      }
    >
      <TextInput source="business_name" validate={v.business_name} />
      <ImageUploadInput source="logo_path" />
      <Section labelKey={`${S}.region`} />
      <AutocompleteInput
        source="country_code"
        choices={countries}
        validate={v.country_code}
      />
      <AutocompleteInput
        source="currency_code"
        choices={currencies}
        validate={v.currency_code}
        helperText="resources.business-details.helper.currency"
      />
      <AutocompleteInput
        source="default_timezone"
        choices={zones}
        validate={v.default_timezone}
      />
      <SelectInput
        source="default_language"
        choices={languageChoices}
        validate={v.default_language}
      />
      <BooleanInput
        source="prices_include_tax"
        helperText="resources.business-details.helper.prices_include_tax"
      />
      <Section labelKey={`${S}.contact`} />
      <TextInput
        source="email"
        type="email"
        validate={v.email}
        slotProps={ltr}
      />
      <PhoneInput source="phone" countrySource="country_code" />
    </SingletonEdit>
  );
};
