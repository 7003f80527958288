import { Create, SimpleForm } from "react-admin";
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
