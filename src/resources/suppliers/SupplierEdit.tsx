import { Edit, SimpleForm } from "react-admin";
import { SupplierInputs } from "./SupplierInputs";
import { transformSupplier } from "./supplierModel";

export const SupplierEdit = () => (
  <Edit transform={transformSupplier} mutationMode="pessimistic">
    <SimpleForm>
      <SupplierInputs />
    </SimpleForm>
  </Edit>
);
