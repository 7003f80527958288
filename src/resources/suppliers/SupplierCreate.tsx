import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { SupplierInputs } from "./SupplierInputs";
import { transformSupplier } from "./supplierModel";

export const SupplierCreate = () => (
  <Create transform={transformSupplier} redirect="list">
    <SimpleForm>
      <SupplierInputs />
    </SimpleForm>
  </Create>
);
