import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { InvoiceSequenceInputs } from "./InvoiceSequenceInputs";
import {
  invoiceSequenceDefaults,
  transformInvoiceSequence,
} from "./invoiceSequenceModel";

export const InvoiceSequenceCreate = () => (
  <Create transform={transformInvoiceSequence} redirect="list">
    <SimpleForm defaultValues={invoiceSequenceDefaults()}>
      <InvoiceSequenceInputs />
    </SimpleForm>
  </Create>
);
