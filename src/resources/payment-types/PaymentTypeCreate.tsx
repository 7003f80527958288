import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { PaymentTypeInputs } from "./PaymentTypeInputs";
import { paymentTypeDefaults, transformPaymentType } from "./paymentTypeModel";

export const PaymentTypeCreate = () => (
  <Create transform={transformPaymentType} redirect="list">
    <SimpleForm defaultValues={paymentTypeDefaults()}>
      <PaymentTypeInputs />
    </SimpleForm>
  </Create>
);
