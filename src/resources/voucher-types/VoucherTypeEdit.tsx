import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { VoucherTypeInputs } from "./VoucherTypeInputs";
import { transformVoucherType } from "./voucherTypeModel";

export const VoucherTypeEdit = () => (
  <Edit transform={transformVoucherType} mutationMode="pessimistic">
    <SimpleForm>
      <VoucherTypeInputs />
    </SimpleForm>
  </Edit>
);
