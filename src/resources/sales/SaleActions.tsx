import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import PrintIcon from "@mui/icons-material/Print";
import EmailIcon from "@mui/icons-material/Email";
import PaymentsIcon from "@mui/icons-material/Payments";
import UndoIcon from "@mui/icons-material/Undo";
import BlockIcon from "@mui/icons-material/Block";
import ListIcon from "@mui/icons-material/List";
import { Link } from "react-router-dom";
import { useCanAccess, useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { PaymentDialog } from "./PaymentDialog";
import { RefundDialog } from "./RefundDialog";
import { VoidDialog } from "./VoidDialog";
import { canRefund, canTakePayment, canVoid, type Sale } from "./saleModel";

const K = "resources.sales.actions";

/**
 * The sale's commands, hidden when printing: print, e-mail the receipt, take
 * a payment (unpaid or part paid), and, for the sales history (service 8),
 * refund and void.
 */
export const SaleActions = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const { canAccess: history } = useCanAccess({
    resource: "sales",
    action: "list",
  });
  const { run, busy } = useResourceAction("sales");
  const [open, setOpen] = useState<"pay" | "refund" | "void" | null>(null);
  const close = () => setOpen(null);
  return (
    <Box
      className="no-print"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}
    >
      {history ? (
        <Button component={Link} to="/sales" startIcon={<ListIcon />}>
          {translate(`${K}.history`)}
        </Button>
      ) : null}
      <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate(`${K}.print`)}
      </Button>
      <Button
        startIcon={<EmailIcon />}
        disabled={busy}
        onClick={() =>
          void run<{ sent_to: string }>(
            { id: sale.id, path: "receipt-email" },
            {
              successKey: `${K}.emailed`,
              successArgs: (answer) => ({ email: answer.sent_to }),
            },
          )
        }
      >
        {translate(`${K}.email`)}
      </Button>
      {canTakePayment(sale) ? (
        <Button
          variant="contained"
          startIcon={<PaymentsIcon />}
          onClick={() => setOpen("pay")}
        >
          {translate(`${K}.pay`)}
        </Button>
      ) : null}
      {history && canRefund(sale) ? (
        <Button startIcon={<UndoIcon />} onClick={() => setOpen("refund")}>
          {translate(`${K}.refund`)}
        </Button>
      ) : null}
      {history && canVoid(sale) ? (
        <Button
          color="error"
          startIcon={<BlockIcon />}
          onClick={() => setOpen("void")}
        >
          {translate(`${K}.void`)}
        </Button>
      ) : null}
      {open === "pay" ? <PaymentDialog sale={sale} onClose={close} /> : null}
      {open === "refund" ? <RefundDialog sale={sale} onClose={close} /> : null}
      {open === "void" ? <VoidDialog sale={sale} onClose={close} /> : null}
    </Box>
  );
};
