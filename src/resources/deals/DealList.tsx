import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import ArchiveIcon from "@mui/icons-material/Archive";
import {
  BulkDeleteButton,
  BulkUpdateButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { dealFilters } from "./dealFilters";
import {
  appliesToChoices,
  statusChoices,
  typeChoices,
  type Deal,
} from "./dealModel";

const Column = DataTable.Col<Deal>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** Archive (status archived) or delete the selected deals. */
const BulkActions = () => (
  <>
    <BulkUpdateButton
      label="resources.deals.actions.archive"
      icon={<ArchiveIcon />}
      data={{ status: "archived" }}
      mutationMode="pessimistic"
      successMessage="resources.deals.notifications.archived"
    />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

const Discount = ({ record }: { record: Deal }) =>
  record.discount_type === "percent" ? (
    <bdi dir="ltr">{`${record.discount_pct ?? 0} %`}</bdi>
  ) : (
    <MoneyField source="discount_amount" record={record} />
  );

const MobileList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Deal>
      primaryText={(record) => record.name}
      secondaryText={(record) => <Discount record={record} />}
      tertiaryText={(record) =>
        translate(`resources.deals.statuses.${record.status}`)
      }
      linkType="edit"
    />
  );
};

export const DealList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={dealFilters}
      actions={<ListActions />}
      sort={{ field: "starts_at", order: "DESC" }}
      perPage={25}
    >
      {isSmall ? (
        <MobileList />
      ) : (
        <DataTable bulkActionButtons={<BulkActions />}>
          <Column source="name" />
          <Column
            source="code"
            render={(record) =>
              record.code ? <bdi dir="ltr">{record.code}</bdi> : null
            }
          />
          <Column source="type">
            <SelectField source="type" choices={typeChoices} />
          </Column>
          <Column
            source="discount_type"
            label="resources.deals.fields.discount"
            render={(record) => <Discount record={record} />}
          />
          <Column source="applies_to">
            <SelectField source="applies_to" choices={appliesToChoices} />
          </Column>
          <Column source="starts_at">
            <DateTimeField source="starts_at" showTime />
          </Column>
          <Column source="ends_at">
            <DateTimeField source="ends_at" showTime />
          </Column>
          <Column source="status">
            <SelectField source="status" choices={statusChoices} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
