import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { InvoiceSequenceInputs } from "./InvoiceSequenceInputs";
import { transformInvoiceSequence } from "./invoiceSequenceModel";

export const InvoiceSequenceEdit = () => (
  <Edit transform={transformInvoiceSequence} mutationMode="pessimistic">
    <SimpleForm>
      <InvoiceSequenceInputs />
    </SimpleForm>
  </Edit>
);
