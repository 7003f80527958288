import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { VoucherTypeInputs } from "./VoucherTypeInputs";
import { transformVoucherType, voucherTypeDefaults } from "./voucherTypeModel";

export const VoucherTypeCreate = () => (
  <Create transform={transformVoucherType} redirect="list">
    <SimpleForm defaultValues={voucherTypeDefaults()}>
      <VoucherTypeInputs />
    </SimpleForm>
  </Create>
);
