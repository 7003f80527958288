import { BooleanInput, SearchInput, SelectInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";
import { redeemableChoices } from "./voucherTypeModel";

export const voucherTypeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="redeemable_for"
    source="redeemable_for"
    choices={redeemableChoices}
    label="resources.voucher-types.filters.redeemable_for"
  />,
  <BooleanInput
    key="online_sales_enabled"
    source="online_sales_enabled"
    label="resources.voucher-types.filters.online_sales_enabled"
  />,
  archivedOnlyFilter("resources.voucher-types.filters.archived"),
];
