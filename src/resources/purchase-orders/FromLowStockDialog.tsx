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
  useNotify,
  useRedirect,
  useTranslate,
} from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import {
  lowStockNotice,
  poValidators as v,
  type LowStockDraft,
} from "./purchaseOrderModel";

const T = "resources.purchase-orders.low_stock";
const options = { meta: { options: true } };

/**
 * "New order from low stock": a draft for one supplier and location with
 * every product at or under its low-stock level less what is already on
 * order (the server builds it), opened for editing; the notice names the
 * products left out because open orders cover them.
 */
export const FromLowStockDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const notify = useNotify();
  const { run, busy } = useResourceAction("purchase-orders");
  const submit = (values: Record<string, unknown>) =>
    run<LowStockDraft>(
      {
        path: "from-low-stock",
        data: {
          supplier_id: values.supplier_id,
          location_id: values.location_id,
        },
      },
      {
        onSuccess: (draft) => {
          const { key, args } = lowStockNotice(draft, translate);
          // Products left out stay on screen longer: the list may be long.
          notify(key, {
            type: "success",
            messageArgs: args,
            autoHideDuration: draft.left_out?.length ? 15_000 : undefined,
          });
          onClose();
          redirect("edit", "purchase-orders", draft.id);
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
