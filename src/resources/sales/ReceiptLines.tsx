import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslate } from "react-admin";
import { formatMoney, useCurrency } from "../../components/money";
import type { SaleItem } from "./saleModel";

const F = "resources.sales.fields";

const pct = (value: string | number) => `${Number(value)}%`;

/** The sale's items: quantity, unit price, discount, tax (rate and amount), total, and what was refunded of each. */
export const ReceiptLines = ({
  items,
  caption,
}: {
  items: SaleItem[];
  caption?: string;
}) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const money = (minor: number) => (
    <bdi dir="ltr">{formatMoney(minor, currency, localeTag)}</bdi>
  );
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${F}.item`)}</TableCell>
          <TableCell align="right">{translate(`${F}.quantity`)}</TableCell>
          <TableCell align="right">{translate(`${F}.unit_price`)}</TableCell>
          <TableCell align="right">
            {translate(`${F}.discount_amount`)}
          </TableCell>
          <TableCell align="right">{translate(`${F}.tax_amount`)}</TableCell>
          <TableCell align="right">{translate(`${F}.total_amount`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell component="th" scope="row">
              {item.name_snapshot}
              {item.refunded_quantity > 0 || item.refunded_amount > 0 ? (
                <>
                  {" · "}
                  {translate("resources.sales.refunded_units", {
                    quantity: item.refunded_quantity,
                    amount: formatMoney(
                      item.refunded_amount,
                      currency,
                      localeTag,
                    ),
                  })}
                </>
              ) : null}
            </TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right">{money(item.unit_price)}</TableCell>
            <TableCell align="right">
              {item.discount_amount ? money(-item.discount_amount) : "—"}
            </TableCell>
            <TableCell align="right">
              {money(item.tax_amount)}{" "}
              <bdi dir="ltr">({pct(item.tax_rate_pct)})</bdi>
            </TableCell>
            <TableCell align="right">{money(item.total_amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
