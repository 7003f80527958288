import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  type Identifier,
} from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { PaymentTypeInputs } from "./PaymentTypeInputs";
import { transformPaymentType, type PaymentType } from "./paymentTypeModel";

/** Built-in types cannot be deleted: no delete button for them. */
const PaymentTypeToolbar = () => {
  const record = useRecordContext<PaymentType>();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {record && !record.is_system ? (
        <DeleteButton mutationMode="pessimistic" />
      ) : null}
    </Toolbar>
  );
};

/** `id` comes from the route; tests may pass it. */
export const PaymentTypeEdit = ({ id }: { id?: Identifier }) => (
  <Edit id={id} transform={transformPaymentType} mutationMode="pessimistic">
    <SimpleForm toolbar={<PaymentTypeToolbar />}>
      <PaymentTypeInputs />
    </SimpleForm>
  </Edit>
);
