import { useMemo } from "react";
import { AutocompleteInput, TextInput, useLocaleState } from "react-admin";
import { countryChoices } from "../../account/signUpModel";
import { localeInfo } from "../../i18n/locales";
import { Section } from "../settings/SettingsParts";
import { SingletonEdit } from "../settings/SingletonEdit";
import {
  billingDetailsValidators as v,
  transformBillingDetails,
} from "./billingDetailsModel";

const ltr = { htmlInput: { dir: "ltr" } };

/** /accountsetup/billing-detalis: the merchant's billing identity, one form (role 2). */
export const BillingDetailsPage = () => {
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const countries = useMemo(() => countryChoices(tag), [tag]);
  return (
    <SingletonEdit
      resource="billing-details"
      transform={transformBillingDetails}
    >
      <TextInput source="legal_name" validate={v.legal_name} />
      <TextInput
        source="billing_email"
        type="email"
        validate={v.billing_email}
        slotProps={ltr}
      />
      <TextInput source="tax_number" validate={v.tax_number} slotProps={ltr} />
      <Section labelKey="resources.billing-details.sections.address" />
      <TextInput source="address_line1" validate={v.address_line1} />
      <TextInput source="address_line2" validate={v.address_line2} />
      <TextInput source="city" validate={v.city} />
      <TextInput source="region" validate={v.region} />
      <TextInput source="postcode" validate={v.postcode} slotProps={ltr} />
      <AutocompleteInput source="country_code" choices={countries} />
    </SingletonEdit>
  );
};
