import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SaveButton,
  Toolbar,
  useRedirect,
  useTranslate,
} from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { poValidators as v, type PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders.low_stock";
const options = { meta: { options: true } };

/**
 * "New order from low stock": a draft for one supplier and location with
 * every product at or under its low-stock level (the server builds it),
 * opened for editing.
 */
export const FromLowStockDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { run, busy } = useResourceAction("purchase-orders");
  const submit = (values: Record<string, unknown>) =>
    run<PurchaseOrder>(
      {
        path: "from-low-stock",
        data: {
          supplier_id: values.supplier_id,
          location_id: values.location_id,
        },
      },
      {
        successKey: `${T}.done`,
        successArgs: (order) => ({
          number: order.po_number,
          count: order.lines?.length ?? 0,
        }),
        onSuccess: (order) => {
          onClose();
          redirect("edit", "purchase-orders", order.id);
        },
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="po-low-title"
    >
      <DialogTitle id="po-low-title">{translate(`${T}.title`)}</DialogTitle>
      <Form onSubmit={submit}>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(`${T}.help`)}
          </Typography>
          <ReferenceInput
            source="supplier_id"
            reference="suppliers"
            queryOptions={options}
          >
            <AutocompleteInput
              label="resources.purchase-orders.fields.supplier_id"
              validate={v.required}
            />
          </ReferenceInput>
          <ReferenceInput
            source="location_id"
            reference="locations"
            queryOptions={options}
          >
            <AutocompleteInput
              label="resources.purchase-orders.fields.location_id"
              validate={v.required}
            />
          </ReferenceInput>
        </DialogContent>
        <Toolbar sx={{ gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <SaveButton
            label={`${T}.submit`}
            disabled={busy}
            alwaysEnable={!busy}
          />
        </Toolbar>
      </Form>
    </Dialog>
  );
};
