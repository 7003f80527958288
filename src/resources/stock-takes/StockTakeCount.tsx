import { useRef, useState, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SaveIcon from "@mui/icons-material/Save";
import { useNotify, useTranslate, useUpdate } from "react-admin";
import { CountLineRow } from "./CountLineRow";
import { StockTakeCountActions } from "./StockTakeCountActions";
import {
  changedLines,
  CODES_CELL,
  findLine,
  type StockTake,
} from "./stockTakeModel";
import { useCountSync } from "./useCountSync";

const T = "resources.stock-takes.count";

/**
 * Counting a take in progress, made for a scanner or a keyboard: the scan
 * box finds a line by barcode or SKU and moves to its counted field; Enter
 * there saves and comes back to the scan box. Save and resume at any time.
 */
export const StockTakeCount = ({ take }: { take: StockTake }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [counts, setCounts] = useCountSync(take.lines);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState("");
  const [current, setCurrent] = useState<number | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);
  const fields = useRef(new Map<number, HTMLInputElement>());
  const changed = changedLines(take.lines, counts);

  const save = (then?: () => void) => {
    if (changed.length === 0) {
      then?.();
      return;
    }
    update(
      "stock-takes",
      { id: take.id, data: { lines: changed }, previousData: take },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(`${T}.saved`, {
            type: "success",
            messageArgs: { smart_count: changed.length },
          });
          then?.();
        },
      },
    );
  };

  const backToScan = () => {
    setCode("");
    scanRef.current?.focus();
  };

  const scan = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const line = findLine(take.lines, code);
    if (!line) {
      setMessage(translate(`${T}.not_found`, { code: code.trim() }));
      return;
    }
    setMessage(translate(`${T}.found`, { product: line.product_name }));
    setCurrent(line.id);
    const field = fields.current.get(line.id);
    field?.scrollIntoView?.({ block: "center" });
    field?.focus();
    field?.select();
  };

  return (
    <Box>
      <StockTakeCountActions take={take} dirty={changed.length > 0} />
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        {translate(`${T}.progress`, {
          counted: take.counted_lines,
          total: take.total_lines,
        })}
      </Typography>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          gap: 1,
          alignItems: "flex-start",
        }}
      >
        <TextField
          inputRef={scanRef}
          label={translate(`${T}.scan`)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={scan}
          autoFocus
          autoComplete="off"
          helperText={translate(`${T}.scan_help`)}
          sx={{ flex: "1 1 260px" }}
          slotProps={{ htmlInput: { dir: "ltr" } }}
        />
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={isPending || changed.length === 0}
          onClick={() => save()}
          sx={{ mt: 1 }}
        >
          {translate(`${T}.save`)}
        </Button>
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ minHeight: 24 }}
      >
        {message}
      </Typography>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={translate(`${T}.lines`)}>
          <TableHead>
            <TableRow>
              <TableCell>
                {translate("resources.stock-takes.fields.product_name")}
              </TableCell>
              <TableCell sx={CODES_CELL}>{translate(`${T}.codes`)}</TableCell>
              <TableCell align="right">
                {translate("resources.stock-takes.fields.expected_qty")}
              </TableCell>
              <TableCell align="right">
                {translate("resources.stock-takes.fields.counted_qty")}
              </TableCell>
              <TableCell align="right">
                {translate("resources.stock-takes.fields.difference")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {take.lines.map((line) => (
              <CountLineRow
                key={line.id}
                line={line}
                value={counts[line.id] ?? ""}
                highlighted={current === line.id}
                onChange={(value) => setCounts({ ...counts, [line.id]: value })}
                onEnter={() => save(backToScan)}
                ref={(node) => {
                  if (node) fields.current.set(line.id, node);
                  else fields.current.delete(line.id);
                }}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
