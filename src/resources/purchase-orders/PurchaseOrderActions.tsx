import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CancelIcon from "@mui/icons-material/Cancel";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import EmailIcon from "@mui/icons-material/Email";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import PrintIcon from "@mui/icons-material/Print";
import SendIcon from "@mui/icons-material/Send";
import {
  Confirm,
  DeleteButton,
  EditButton,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { EmailOrderDialog } from "./EmailOrderDialog";
import { allowedActions, type PurchaseOrder } from "./purchaseOrderModel";
import { ReceiveDialog } from "./ReceiveDialog";

const T = "resources.purchase-orders";
type Open = "receive" | "email" | "order" | "cancel" | "close" | null;

/** The order's status-driven actions (DOMAIN §3.13), hidden when printing. */
export const PurchaseOrderActions = () => {
  const order = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const { run, busy } = useResourceAction("purchase-orders");
  const [open, setOpen] = useState<Open>(null);
  if (!order) return null;
  const allowed = allowedActions(order.status);
  const transition = (path: "order" | "cancel" | "close") => () =>
    run(
      { id: order.id, path },
      {
        successKey: `${T}.transitions.${path}.done`,
        successArgs: { number: order.po_number },
        onSuccess: () => setOpen(null),
      },
    );
  const confirm = (path: "order" | "cancel" | "close") => (
    <Confirm
      isOpen={open === path}
      loading={busy}
      title={translate(`${T}.transitions.${path}.title`, {
        number: order.po_number,
      })}
      content={translate(`${T}.transitions.${path}.content`)}
      confirm={`${T}.transitions.${path}.button`}
      onConfirm={transition(path)}
      onClose={() => setOpen(null)}
    />
  );
  const button = (
    key: Open,
    icon: ReactNode,
    variant: "contained" | "outlined" | "text" = "outlined",
  ) => (
    <Button
      variant={variant}
      size="small"
      startIcon={icon}
      onClick={() => setOpen(key)}
      disabled={busy}
    >
      {translate(`${T}.actions.${key}`)}
    </Button>
  );
  return (
    <Box
      className="no-print"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}
    >
      {allowed.includes("edit") ? <EditButton variant="outlined" /> : null}
      {allowed.includes("order")
        ? button("order", <SendIcon />, "contained")
        : null}
      {allowed.includes("receive")
        ? button("receive", <LocalShippingIcon />, "contained")
        : null}
      {allowed.includes("close") ? button("close", <DoneAllIcon />) : null}
      {allowed.includes("cancel") ? button("cancel", <CancelIcon />) : null}
      {allowed.includes("email") ? button("email", <EmailIcon />) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
      >
        {translate(`${T}.actions.print`)}
      </Button>
      {allowed.includes("delete") ? (
        <DeleteButton mutationMode="pessimistic" redirect="list" />
      ) : null}
      {confirm("order")}
      {confirm("cancel")}
      {confirm("close")}
      {open === "receive" ? (
        <ReceiveDialog order={order} onClose={() => setOpen(null)} />
      ) : null}
      {open === "email" ? (
        <EmailOrderDialog order={order} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
};
