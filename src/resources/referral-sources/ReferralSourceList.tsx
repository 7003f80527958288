import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoveButtons } from "../cancellation-reasons/MoveButtons";
import { referralSourceFilters } from "./referralSourceFilters";
import type { ReferralSource } from "./referralSourceModel";

const Column = DataTable.Col<ReferralSource>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const MobileList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<ReferralSource>
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        record.is_default
          ? translate("resources.referral-sources.fields.is_default")
          : ""
      }
      linkType="edit"
    />
  );
};

export const ReferralSourceList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={referralSourceFilters}
      actions={<ListActions />}
      sort={{ field: "sort_order", order: "ASC" }}
      perPage={25}
    >
      {isSmall ? (
        <MobileList />
      ) : (
        <DataTable>
          <Column
            source="sort_order"
            render={() => (
              <MoveButtons labelPrefix="resources.referral-sources.actions" />
            )}
          />
          <Column source="name" />
          <Column source="is_default">
            <BooleanField source="is_default" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
