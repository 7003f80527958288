import { forwardRef, type KeyboardEvent } from "react";
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { useLimits } from "../../components/money";
import {
  CODES_CELL,
  countTooLarge,
  typedDifference,
  validCount,
  type StockTakeLine,
} from "./stockTakeModel";

const T = "resources.stock-takes";

export interface CountLineRowProps {
  line: StockTakeLine;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the counted field: save and go back to the scan box. */
  onEnter: () => void;
  highlighted: boolean;
}

/** One line of the count: product, codes, expected, the counted field, difference. */
export const CountLineRow = forwardRef<HTMLInputElement, CountLineRowProps>(
  ({ line, value, onChange, onEnter, highlighted }, ref) => {
    const translate = useTranslate();
    const { quantityMax } = useLimits();
    const difference = typedDifference(line, value);
    const invalid = !validCount(value);
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      if (!invalid) onEnter();
    };
    return (
      <TableRow selected={highlighted} id={`count-line-${line.id}`}>
        <TableCell component="th" scope="row">
          {line.product_name}
          {line.moved_since_snapshot ? (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              sx={{ ml: 1, color: "text.primary" }}
              label={translate(`${T}.count.moved`)}
            />
          ) : null}
        </TableCell>
        <TableCell sx={CODES_CELL}>
          <bdi dir="ltr">
            {[line.sku, line.barcode].filter(Boolean).join(" · ")}
          </bdi>
        </TableCell>
        <TableCell align="right">{line.expected_qty}</TableCell>
        <TableCell align="right">
          <TextField
            inputRef={ref}
            size="small"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={keyDown}
            error={invalid}
            helperText={
              !invalid
                ? undefined
                : countTooLarge(value)
                  ? translate("app.validation.quantity_max", {
                      max: quantityMax,
                    })
                  : translate(`${T}.validation.count`)
            }
            sx={{ width: 100 }}
            slotProps={{
              htmlInput: {
                inputMode: "numeric",
                dir: "ltr",
                "aria-label": translate(`${T}.count.counted_for`, {
                  product: line.product_name,
                }),
              },
            }}
          />
        </TableCell>
        <TableCell align="right">
          <bdi dir="ltr">
            {difference === null
              ? "—"
              : difference > 0
                ? `+${difference}`
                : difference}
          </bdi>
        </TableCell>
      </TableRow>
    );
  },
);
CountLineRow.displayName = "CountLineRow";
