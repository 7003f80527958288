import { useMemo } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocaleState,
} from "react-admin";
import { countryChoices, timezoneChoices } from "../../account/signUpModel";
import { localeInfo } from "../../i18n/locales";
import { Section } from "../settings/SettingsParts";
import { locationValidators as v } from "./locationModel";
import { OpeningHoursInput } from "./OpeningHoursInput";
import { PhoneInput } from "../../components/phone";

const OPTIONS = { meta: { options: true } };
const S = "resources.locations.sections";
const ltr = { htmlInput: { dir: "ltr" } };

/** Form fields shared by LocationCreate and LocationEdit. */
export const LocationInputs = () => {
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const countries = useMemo(() => countryChoices(tag), [tag]);
  const zones = useMemo(() => timezoneChoices(), []);
  return (
    <>
      <TextInput source="name" validate={v.name} />
      <Section labelKey={`${S}.address`} />
      <TextInput source="address_line1" validate={v.address_line1} />
      <TextInput source="address_line2" validate={v.address_line2} />
      <TextInput source="city" validate={v.city} />
      <TextInput source="region" validate={v.region} />
      <TextInput source="postcode" validate={v.postcode} slotProps={ltr} />
      <AutocompleteInput source="country_code" choices={countries} />
      <AutocompleteInput
        source="timezone"
        choices={zones}
        validate={v.timezone}
      />
      <Section labelKey={`${S}.contact`} />
      <PhoneInput source="phone" countrySource="country_code" />
      <TextInput
        source="email"
        type="email"
        validate={v.email}
        slotProps={ltr}
      />
      <OpeningHoursInput source="opening_hours" validate={v.opening_hours} />
      <Section labelKey={`${S}.sales`} />
      <ReferenceInput
        source="default_service_tax_rate_id"
        reference="tax-rates"
        queryOptions={OPTIONS}
      >
        <SelectInput optionText="name" emptyText="resources.locations.no_tax" />
      </ReferenceInput>
      <ReferenceInput
        source="default_product_tax_rate_id"
        reference="tax-rates"
        queryOptions={OPTIONS}
      >
        <SelectInput optionText="name" emptyText="resources.locations.no_tax" />
      </ReferenceInput>
      <ReferenceInput
        source="invoice_sequence_id"
        reference="invoice-sequences"
        queryOptions={OPTIONS}
      >
        <SelectInput optionText="name" validate={v.invoice_sequence_id} />
      </ReferenceInput>
      <BooleanInput source="online_booking_enabled" />
    </>
  );
};
