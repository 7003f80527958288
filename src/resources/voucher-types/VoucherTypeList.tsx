import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import {
  BooleanField,
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { voucherTypeFilters } from "./voucherTypeFilters";
import { redeemableChoices, type VoucherType } from "./voucherTypeModel";

const Column = DataTable.Col<VoucherType>;

/** The vouchers sold so far, reachable from their types (SPEC §2: /services/vouchers). */
const IssuedButton = () => {
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: "vouchers", type: "list" })}
      label="resources.voucher-types.actions.issued"
    >
      <ConfirmationNumberIcon />
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <IssuedButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Validity = ({ record }: { record: VoucherType }) => {
  const translate = useTranslate();
  if (!record.valid_for_value || !record.valid_for_unit) return <>—</>;
  return (
    <>{`${record.valid_for_value} ${translate(`resources.voucher-types.units.${record.valid_for_unit}`)}`}</>
  );
};

const MobileList = () => (
  <SimpleList<VoucherType>
    primaryText={(record) => record.name}
    secondaryText={(record) => <MoneyField source="value" record={record} />}
    linkType="edit"
  />
);

export const VoucherTypeList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={voucherTypeFilters}
      actions={<ListActions />}
      sort={{ field: "name", order: "ASC" }}
      perPage={25}
    >
      {isSmall ? (
        <MobileList />
      ) : (
        <DataTable>
          <Column source="name" />
          <Column source="value">
            <MoneyField source="value" />
          </Column>
          <Column source="retail_price">
            <MoneyField source="retail_price" />
          </Column>
          <Column
            source="valid_for_value"
            label="resources.voucher-types.fields.validity"
            render={(record) => <Validity record={record} />}
          />
          <Column source="redeemable_for">
            <SelectField source="redeemable_for" choices={redeemableChoices} />
          </Column>
          <Column source="online_sales_enabled">
            <BooleanField source="online_sales_enabled" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
