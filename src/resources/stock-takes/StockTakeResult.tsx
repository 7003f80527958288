import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { formatMoney, useCurrency } from "../../components/money";
import type { StockTake } from "./stockTakeModel";

const T = "resources.stock-takes";
const signed = (value: number | null) =>
  value === null ? "—" : value > 0 ? `+${value}` : String(value);

/** A completed or cancelled take, read-only: counts and variance in units and at cost. */
export const StockTakeResult = ({ take }: { take: StockTake }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const money = (value: number | null) => (
    <bdi dir="ltr">
      {value === null ? "—" : formatMoney(value, currency, localeTag)}
    </bdi>
  );
  const heads = [
    "product_name",
    "expected_qty",
    "counted_qty",
    "difference",
    "unit_cost",
    "cost_difference",
  ];
  return (
    <Box>
      <Typography variant="body1" component="p" sx={{ mb: 1 }}>
        {translate(`${T}.fields.variance_units`)}:{" "}
        <bdi dir="ltr">{signed(take.variance_units)}</bdi>
        {" · "}
        {translate(`${T}.fields.variance_cost`)}: {money(take.variance_cost)}
      </Typography>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={translate(`${T}.count.lines`)}>
          <TableHead>
            <TableRow>
              {heads.map((key, index) => (
                <TableCell key={key} align={index ? "right" : "left"}>
                  {translate(`${T}.fields.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {take.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell component="th" scope="row">
                  {line.product_name}
                </TableCell>
                <TableCell align="right">{line.expected_qty}</TableCell>
                <TableCell align="right">{line.counted_qty ?? "—"}</TableCell>
                <TableCell align="right">
                  <bdi dir="ltr">{signed(line.difference)}</bdi>
                </TableCell>
                <TableCell align="right">{money(line.unit_cost)}</TableCell>
                <TableCell align="right">
                  {money(line.cost_difference)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
