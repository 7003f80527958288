import Typography from "@mui/material/Typography";
import {
  DataTable,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  useCanAccess,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { MoneyField } from "../../components/money";
import { voucherStatusChoices } from "../vouchers/voucherModel";

const C = "resources.clients";

const EmptyText = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate(messageKey)}
    </Typography>
  );
};

interface ClientMembership {
  id: number;
  membership_id: number;
  start_date: string;
  expiry_date: string;
  sessions_total?: number | null;
  sessions_used: number;
  status: "pending" | "active" | "expired" | "cancelled";
}

/** Statuses of DOMAIN §3.25: `pending` until the sale that sold it is fully paid. */
const membershipStatusChoices = (
  ["pending", "active", "expired", "cancelled"] as const
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

/**
 * Vouchers the client bought (vouchers.purchaser_client_id), read-only,
 * each opening its ledger; for users who may open issued vouchers (19),
 * the others are told why the tab is empty instead of meeting a refusal.
 */
export const ClientVouchers = () => {
  const { canAccess, isPending } = useCanAccess({
    resource: "vouchers",
    action: "list",
  });
  if (isPending) return null;
  if (!canAccess)
    return <EmptyText messageKey={`${C}.purchases.no_vouchers_access`} />;
  return (
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
        <DataTable.Col source="original_value" align="right">
          <MoneyField source="original_value" />
        </DataTable.Col>
        <DataTable.Col source="balance" align="right">
          <MoneyField source="balance" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={voucherStatusChoices} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};

/** Memberships sold to the client (client_memberships, the clients service 3), read-only. */
export const ClientMemberships = () => (
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
