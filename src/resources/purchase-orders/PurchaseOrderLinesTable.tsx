import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Box from "@mui/material/Box";
import { useRecordContext, useTranslate } from "react-admin";
import { formatMoney, useCurrency } from "../../components/money";
import type { PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders";

/** The order's lines as saved (read-only), with ordered, received and outstanding. */
export const PurchaseOrderLinesTable = () => {
  const record = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  if (!record) return null;
  const money = (value: number | null | undefined) => (
    <bdi dir="ltr">{formatMoney(value, currency, localeTag)}</bdi>
  );
  const head = [
    "product_id",
    "quantity_ordered",
    "quantity_received",
    "outstanding",
    "unit_cost",
    "line_total",
  ];
  return (
    <Box sx={{ overflowX: "auto", width: "100%", mb: 2 }}>
      <Table size="small" aria-label={translate(`${T}.fields.lines`)}>
        <TableHead>
          <TableRow>
            {head.map((key, index) => (
              <TableCell key={key} align={index > 0 ? "right" : "left"}>
                {translate(`${T}.fields.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {record.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row">
                {line.product_name}
                {line.sku ? (
                  <>
                    {" "}
                    (<bdi dir="ltr">{line.sku}</bdi>)
                  </>
                ) : null}
                {line.note ? (
                  <Box
                    component="span"
                    sx={{ display: "block", color: "text.secondary" }}
                  >
                    {line.note}
                  </Box>
                ) : null}
              </TableCell>
              <TableCell align="right">{line.quantity_ordered}</TableCell>
              <TableCell align="right">{line.quantity_received ?? 0}</TableCell>
              <TableCell align="right">{line.outstanding ?? 0}</TableCell>
              <TableCell align="right">{money(line.unit_cost)}</TableCell>
              <TableCell align="right">{money(line.line_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
