import {
  EditButton,
  ListButton,
  ReferenceField,
  SelectField,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ClientAppointments } from "../appointments/ClientAppointments";
import { ClientSales } from "../sales/ClientSales";
import { OutboxButton } from "../outbox/OutboxButton";
import { ClientHeader } from "./ClientHeader";
import { ClientMemberships, ClientVouchers } from "./ClientPurchases";
import { genderChoices } from "./clientModel";
import { ConsentField } from "./ConsentField";

const C = "resources.clients";

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
