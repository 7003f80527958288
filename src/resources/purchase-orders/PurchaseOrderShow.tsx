import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  Labeled,
  SelectField,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { MoneyField } from "../../components/money";
import { PrintStyles } from "../../components/PrintStyles";
import { PurchaseOrderActions } from "./PurchaseOrderActions";
import { PurchaseOrderEmails } from "./PurchaseOrderEmails";
import { PurchaseOrderLinesTable } from "./PurchaseOrderLinesTable";
import { poStatusChoices, type PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders";

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={label} sx={{ minWidth: 160 }}>
    <>{children}</>
  </Labeled>
);

const Header = () => {
  const order = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        <bdi dir="ltr">{order.po_number}</bdi>
        {order.closed_short ? ` · ${translate(`${T}.closed_short`)}` : null}
      </Typography>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          columnGap: 3,
          rowGap: 1,
          mb: 2,
        }}
      >
        <Field label={`${T}.fields.status`}>
          <SelectField source="status" choices={poStatusChoices} />
        </Field>
        <Field label={`${T}.fields.supplier_id`}>
          <TextField source="supplier_name" />
        </Field>
        <Field label={`${T}.fields.location_id`}>
          <TextField source="location_name" />
        </Field>
        <Field label={`${T}.fields.order_date`}>
          <DateTimeField source="order_date" />
        </Field>
        <Field label={`${T}.fields.expected_date`}>
          <DateTimeField source="expected_date" emptyText="—" />
        </Field>
        <Field label={`${T}.fields.ordered_at`}>
          <DateTimeField source="ordered_at" showTime emptyText="—" />
        </Field>
        <Field label={`${T}.fields.received_at`}>
          <DateTimeField source="received_at" showTime emptyText="—" />
        </Field>
        <Field label={`${T}.fields.supplier_invoice_no`}>
          <TextField source="supplier_invoice_no" emptyText="—" />
        </Field>
        <Field label={`${T}.fields.reference`}>
          <TextField source="reference" emptyText="—" />
        </Field>
      </Box>
      {order.notes ? (
        <Field label={`${T}.fields.notes`}>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {order.notes}
          </Typography>
        </Field>
      ) : null}
    </>
  );
};

const Totals = () => (
  <Box
    sx={{
      display: "flex",
      flexWrap: "wrap",
      columnGap: 3,
      justifyContent: "flex-end",
    }}
  >
    {(["subtotal", "shipping_cost", "tax_total", "total"] as const).map(
      (key) => (
        <Field key={key} label={`${T}.fields.${key}`}>
          <MoneyField source={key} />
        </Field>
      ),
    )}
  </Box>
);

/** One purchase order: header, lines, server totals, status-driven actions, its e-mails; printable. */
export const PurchaseOrderShow = () => (
  <Show actions={false}>
    <Box sx={{ p: 2 }}>
      <PrintStyles />
      <PurchaseOrderActions />
      <Header />
      <PurchaseOrderLinesTable />
      <Totals />
      <PurchaseOrderEmails />
    </Box>
  </Show>
);
