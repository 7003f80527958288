import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { SupplierInputs } from "./SupplierInputs";
import { transformSupplier } from "./supplierModel";

export const SupplierEdit = () => (
  <Edit transform={transformSupplier} mutationMode="pessimistic">
    <SimpleForm>
      <SupplierInputs />
    </SimpleForm>
  </Edit>
);
