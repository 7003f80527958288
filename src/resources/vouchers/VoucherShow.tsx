import {
  EmailField,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { MoneyField } from "../../components/money";
import { voucherStatusChoices, type Voucher } from "./voucherModel";

const Code = () => {
  const record = useRecordContext<Voucher>();
  return (
    <Labeled source="code">
      <bdi dir="ltr">{record?.code}</bdi>
    </Labeled>
  );
};

/** One issued voucher, read-only. */
export const VoucherShow = () => (
  <Show>
    <SimpleShowLayout>
      <Code />
      <SelectField source="status" choices={voucherStatusChoices} />
      <ReferenceField
        source="voucher_type_id"
        reference="voucher-types"
        emptyText="—"
      />
      <MoneyField source="original_value" />
      <MoneyField source="balance" />
      <DateTimeField source="issue_date" emptyText="—" />
      <DateTimeField source="expiry_date" emptyText="—" />
      <ReferenceField
        source="purchaser_client_id"
        reference="clients"
        link="show"
        emptyText="—"
      />
      <TextField source="recipient_name" emptyText="—" />
      <EmailField source="recipient_email" emptyText="—" dir="ltr" />
      <TextField source="message" emptyText="—" />
      <ReferenceField
        source="location_id"
        reference="locations"
        link={false}
        emptyText="—"
      />
    </SimpleShowLayout>
  </Show>
);
