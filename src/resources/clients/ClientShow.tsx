import Typography from "@mui/material/Typography";
import {
  DataTable,
  EditButton,
  ListButton,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { MoneyField } from "../../components/money";
import { voucherStatusChoices } from "../vouchers/voucherModel";
import { ClientAppointments } from "../appointments/ClientAppointments";
import { ClientSales } from "../sales/ClientSales";
import { OutboxButton } from "../outbox/OutboxButton";
import { ClientHeader } from "./ClientHeader";
import { genderChoices } from "./clientModel";
import { ConsentField } from "./ConsentField";

const C = "resources.clients";

const EmptyText = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate(messageKey)}
    </Typography>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <ListButton label={`${C}.actions.back`} />
    <ClientMessagesButton />
    <EditButton />
  </TopToolbar>
);

/** What was sent to the client (the owner's outbox, filtered to them). */
const ClientMessagesButton = () => {
  const record = useRecordContext();
  return record ? <OutboxButton clientId={record.id} /> : null;
};

interface ClientMembership {
  id: number;
  membership_id: number;
  start_date: string;
  expiry_date: string;
  sessions_total?: number | null;
  sessions_used: number;
  status: "active" | "expired" | "cancelled";
}

const membershipStatusChoices = (
  ["active", "expired", "cancelled"] as const
).map((id) => ({
  id,
  name: `${C}.memberships.statuses.${id}`,
}));

const Sessions = ({ record }: { record: ClientMembership }) => {
  const translate = useTranslate();
  return (
    <bdi dir="ltr">
      {record.sessions_total == null
        ? translate(`${C}.memberships.unlimited`)
        : `${record.sessions_used} / ${record.sessions_total}`}
    </bdi>
  );
};

/** Vouchers the client bought (vouchers.purchaser_client_id), read-only. */
const ClientVouchers = () => (
  <ReferenceManyField
    reference="vouchers"
    target="purchaser_client_id"
    sort={{ field: "issue_date", order: "DESC" }}
    empty={<EmptyText messageKey={`${C}.empty.vouchers`} />}
  >
    <DataTable bulkActionButtons={false} rowClick="show" resource="vouchers">
      <DataTable.Col
        source="code"
        render={(record) => <bdi dir="ltr">{record.code}</bdi>}
      />
      <DataTable.Col source="issue_date">
        <DateTimeField source="issue_date" />
      </DataTable.Col>
      <DataTable.Col source="expiry_date">
        <DateTimeField source="expiry_date" />
      </DataTable.Col>
      <DataTable.Col source="balance">
        <MoneyField source="balance" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SelectField source="status" choices={voucherStatusChoices} />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
);

/** Memberships sold to the client (client_memberships), read-only. */
const ClientMemberships = () => (
  <ReferenceManyField
    reference="client-memberships"
    target="client_id"
    sort={{ field: "start_date", order: "DESC" }}
    empty={<EmptyText messageKey={`${C}.empty.memberships`} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="membership_id"
        label={`${C}.memberships.membership_id`}
      >
        <ReferenceField
          source="membership_id"
          reference="memberships"
          link={false}
        />
      </DataTable.Col>
      <DataTable.Col source="start_date" label={`${C}.memberships.start_date`}>
        <DateTimeField source="start_date" />
      </DataTable.Col>
      <DataTable.Col
        source="expiry_date"
        label={`${C}.memberships.expiry_date`}
      >
        <DateTimeField source="expiry_date" />
      </DataTable.Col>
      <DataTable.Col
        source="sessions_used"
        label={`${C}.memberships.sessions`}
        render={(record) => <Sessions record={record as ClientMembership} />}
      />
      <DataTable.Col source="status" label={`${C}.memberships.status`}>
        <SelectField source="status" choices={membershipStatusChoices} />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
);

/**
 * A client's page: a header (name, phone and e-mail links, alerts, notes),
 * then details and the history tabs, which fill in as later features land.
 */
export const ClientShow = () => (
  <Show actions={<ShowActions />}>
    <ClientHeader />
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label={`${C}.tabs.details`}>
        <SelectField source="gender" choices={genderChoices} emptyText="—" />
        <DateTimeField source="birthday" emptyText="—" />
        <ReferenceField
          source="referral_source_id"
          reference="referral-sources"
          link={false}
          emptyText="—"
        />
        <ConsentField source="notify_email" />
        <ConsentField source="notify_sms" />
        <ConsentField source="marketing_email_opt_in" />
        <ConsentField source="marketing_sms_opt_in" />
        <ConsentField source="blocked_online" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab
        label={`${C}.tabs.appointments`}
        path="appointments"
      >
        <ClientAppointments />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${C}.tabs.sales`} path="sales">
        <ClientSales />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${C}.tabs.vouchers`} path="vouchers">
        <ClientVouchers />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={`${C}.tabs.memberships`} path="memberships">
        <ClientMemberships />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
