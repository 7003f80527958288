import LockIcon from "@mui/icons-material/Lock";
import {
  BooleanInput,
  DataTable,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  useTranslate,
} from "react-admin";
import { BulkArchiveButton, ListActions } from "../settings/SettingsParts";
import { archivedFilter } from "../settings/settingsFilters";
import { kindChoices, type PaymentType } from "./paymentTypeModel";
import { ReorderButtons } from "./ReorderButtons";

const Column = DataTable.Col<PaymentType>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <BooleanInput key="is_system" source="is_system" />,
  archivedFilter,
];

const SystemMark = ({ record }: { record: PaymentType }) => {
  const translate = useTranslate();
  return record.is_system ? (
    <LockIcon
      fontSize="small"
      titleAccess={translate("resources.payment-types.fields.is_system")}
    />
  ) : null;
};

export const PaymentTypeList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: "sort_order", order: "ASC" }}
    perPage={50}
  >
    <DataTable
      bulkActionButtons={<BulkArchiveButton />}
      isRowSelectable={(record) => !record.is_system}
    >
      <Column source="sort_order" render={() => <ReorderButtons />} />
      <Column source="name" />
      <Column source="kind">
        <SelectField source="kind" choices={kindChoices} />
      </Column>
      <Column
        source="is_system"
        render={(record) => <SystemMark record={record} />}
      />
    </DataTable>
  </List>
);
