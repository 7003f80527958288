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
import { MoneyField } from "../../components/money";
import type { Membership } from "../services/serviceTypes";
import { membershipFilters } from "./membershipFilters";

const Column = DataTable.Col<Membership>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** "10 sessions · 12 months" or "Unlimited · 1 year". */
const useTerms = () => {
  const translate = useTranslate();
  return {
    sessions: (r: Membership) =>
      r.session_type === "limited"
        ? translate("resources.memberships.sessions_limited", {
            smart_count: r.sessions_count ?? 0,
          })
        : translate("resources.memberships.session_types.unlimited"),
    validity: (r: Membership) =>
      translate(`resources.memberships.validity.${r.valid_for_unit}`, {
        smart_count: r.valid_for_value ?? 0,
      }),
  };
};

const MembershipTable = () => {
  const terms = useTerms();
  return (
    <DataTable>
      <Column source="name" />
      <Column source="session_type" render={terms.sessions} />
      <Column source="valid_for_value" render={terms.validity} />
      <Column source="price">
        <MoneyField source="price" />
      </Column>
      <Column source="online_sales_enabled">
        <BooleanField source="online_sales_enabled" />
      </Column>
    </DataTable>
  );
};

/** The membership list on a phone: name, sessions and validity, price. */
const MembershipListMobile = () => {
  const terms = useTerms();
  return (
    <SimpleList<Membership>
      primaryText={(r) => r.name}
      secondaryText={(r) => `${terms.sessions(r)} · ${terms.validity(r)}`}
      tertiaryText={() => <MoneyField source="price" />}
    />
  );
};

export const MembershipList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={membershipFilters}
      actions={<ListActions />}
      sort={{ field: "name", order: "ASC" }}
      perPage={25}
    >
      {small ? <MembershipListMobile /> : <MembershipTable />}
    </List>
  );
};
