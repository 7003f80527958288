import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { PurchaseOrderInputs } from "./PurchaseOrderInputs";
import {
  transformPurchaseOrder,
  validatePurchaseOrder,
} from "./purchaseOrderModel";

export const PurchaseOrderEdit = () => (
  <Edit
    transform={transformPurchaseOrder}
    mutationMode="pessimistic"
    redirect="show"
  >
    <SimpleForm validate={validatePurchaseOrder}>
      <PurchaseOrderInputs />
    </SimpleForm>
  </Edit>
);
