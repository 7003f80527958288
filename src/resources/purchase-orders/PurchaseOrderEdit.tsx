import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { PurchaseOrderInputs } from "./PurchaseOrderInputs";
import {
  linesEditable,
  transformPurchaseOrder,
  type PurchaseOrder,
} from "./purchaseOrderModel";

/** Save, and Delete only while a draft (the server refuses it afterwards). */
const EditToolbar = () => {
  const record = useRecordContext<PurchaseOrder>();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {linesEditable(record?.status) ? (
        <DeleteButton mutationMode="pessimistic" />
      ) : null}
    </Toolbar>
  );
};

export const PurchaseOrderEdit = () => (
  <Edit
    transform={transformPurchaseOrder}
    mutationMode="pessimistic"
    redirect="show"
  >
    <SimpleForm toolbar={<EditToolbar />}>
      <PurchaseOrderInputs />
    </SimpleForm>
  </Edit>
);
