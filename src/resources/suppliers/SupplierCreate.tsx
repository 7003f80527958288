import { Create, SimpleForm } from "react-admin";
import { SupplierInputs } from "./SupplierInputs";
import { transformSupplier } from "./supplierModel";

export const SupplierCreate = () => (
  <Create transform={transformSupplier} redirect="list">
    <SimpleForm>
      <SupplierInputs />
    </SimpleForm>
  </Create>
);
