import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  SelectField,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { VoucherEmpty } from "./VoucherEmpty";
import { voucherFilters } from "./voucherFilters";
import { voucherStatusChoices, type Voucher } from "./voucherModel";

const Column = DataTable.Col<Voucher>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Code = ({ record }: { record: Voucher }) => (
  <bdi dir="ltr">{record.code}</bdi>
);

/** Issued vouchers: read-only (sales create them), with status, date and balance filters. */
export const VoucherList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={voucherFilters}
      actions={<ListActions />}
      sort={{ field: "issue_date", order: "DESC" }}
      perPage={25}
      empty={<VoucherEmpty />}
    >
      {isSmall ? (
        <SimpleList<Voucher>
          primaryText={(record) => <Code record={record} />}
          secondaryText={() => <MoneyField source="balance" />}
          tertiaryText={() => (
            <SelectField source="status" choices={voucherStatusChoices} />
          )}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="code" render={(record) => <Code record={record} />} />
          <Column source="voucher_type_id">
            <ReferenceField
              source="voucher_type_id"
              reference="voucher-types"
              link={false}
            />
          </Column>
          <Column source="issue_date">
            <DateTimeField source="issue_date" />
          </Column>
          <Column source="expiry_date">
            <DateTimeField source="expiry_date" />
          </Column>
          <Column source="recipient_name" />
          <Column source="original_value">
            <MoneyField source="original_value" />
          </Column>
          <Column source="balance">
            <MoneyField source="balance" />
          </Column>
          <Column source="status">
            <SelectField source="status" choices={voucherStatusChoices} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
