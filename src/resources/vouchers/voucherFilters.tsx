import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { voucherStatusChoices } from "./voucherModel";

const options = { meta: { options: true } };

export const voucherFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={voucherStatusChoices}
    label="resources.vouchers.filters.status"
    alwaysOn
  />,
  <ReferenceInput
    key="voucher_type_id"
    source="voucher_type_id"
    reference="voucher-types"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.vouchers.filters.voucher_type_id" />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.vouchers.filters.location_id" />
  </ReferenceInput>,
  <BooleanInput
    key="has_balance"
    source="has_balance"
    label="resources.vouchers.filters.has_balance"
  />,
  <DateInput
    key="issue_date_gte"
    source="issue_date_gte"
    label="resources.vouchers.filters.issued_from"
  />,
  <DateInput
    key="issue_date_lte"
    source="issue_date_lte"
    label="resources.vouchers.filters.issued_until"
  />,
  <DateInput
    key="expiry_date_gte"
    source="expiry_date_gte"
    label="resources.vouchers.filters.expires_from"
  />,
  <DateInput
    key="expiry_date_lte"
    source="expiry_date_lte"
    label="resources.vouchers.filters.expires_until"
  />,
];
