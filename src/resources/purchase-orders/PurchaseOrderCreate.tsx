import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { PurchaseOrderInputs } from "./PurchaseOrderInputs";
import {
  purchaseOrderDefaults,
  transformPurchaseOrder,
} from "./purchaseOrderModel";

export const PurchaseOrderCreate = () => (
  <Create transform={transformPurchaseOrder} redirect="show">
    <SimpleForm defaultValues={purchaseOrderDefaults()}>
      <PurchaseOrderInputs />
    </SimpleForm>
  </Create>
);
