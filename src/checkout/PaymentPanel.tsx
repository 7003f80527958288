import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/Delete";
import { useState } from "react";
import { useDataProvider, useTranslate } from "react-admin";
import { AmountField, Money } from "./AmountField";
import { C } from "./CartLines";
import { newKey } from "./catalogueLines";
import { rowChange, tipRowIndex, type PaymentRow } from "./cartModel";
import type { PaymentTypeRow } from "./useCheckoutData";

interface VoucherFound {
  id: number;
  code: string;
  status: string;
  balance: number;
}

/** Split payments by payment type, a voucher lookup by code, cash given and change due. */
export const PaymentPanel = ({
  types,
  rows,
  tip,
  remaining,
  errors,
  onRows,
}: {
  types: PaymentTypeRow[];
  rows: PaymentRow[];
  tip: number;
  /** What is left toward the items (tips excluded). */
  remaining: number;
  errors: Record<string, string>;
  onRows: (rows: PaymentRow[]) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [code, setCode] = useState("");
  const [found, setFound] = useState<VoucherFound | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const voucherType = types.find((t) => t.kind === "voucher");
  const tipAt = tipRowIndex(rows);
  const update = (key: string, patch: Partial<PaymentRow>) =>
    onRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const add = (t: PaymentTypeRow) =>
    onRows([
      ...rows,
      {
        key: newKey(),
        payment_type_id: t.id,
        kind: t.kind,
        amount: Math.max(0, remaining),
        tendered: null,
      },
    ]);

  const lookup = async () => {
    setFound(null);
    setLookupError(null);
    const wanted = code.trim();
    if (!wanted) return;
    try {
      const { data } = await dataProvider.getList<VoucherFound>("vouchers", {
        pagination: { page: 1, perPage: 1 },
        sort: { field: "id", order: "ASC" },
        filter: { code: wanted },
        meta: { options: true },
      });
      if (data[0]) setFound(data[0]);
      else setLookupError(translate(`${C}.voucher_not_found`));
    } catch (e) {
      setLookupError(e instanceof Error ? e.message : String(e));
    }
  };

  const applyVoucher = () => {
    if (!found || !voucherType) return;
    onRows([
      ...rows,
      {
        key: newKey(),
        payment_type_id: voucherType.id,
        kind: "voucher",
        amount: Math.max(0, Math.min(found.balance, remaining)),
        voucher_code: found.code,
      },
    ]);
    setFound(null);
    setCode("");
  };

  return (
    <Box
      component="section"
      aria-label={translate(`${C}.payments`)}
      sx={{ display: "grid", gap: 1 }}
    >
      <Typography variant="h6" component="h2">
        {translate(`${C}.payments`)}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {types
          .filter((t) => t.kind !== "voucher" && !t.archived_at)
          .map((t) => (
            <Button key={t.id} variant="outlined" onClick={() => add(t)}>
              {translate(`${C}.add_payment`, { name: t.name })}
            </Button>
          ))}
      </Box>
      {rows.map((row, i) => {
        const type = types.find((t) => t.id === row.payment_type_id);
        const err = (f: string) => errors[`${row.key}.${f}`] ?? null;
        const change = rowChange(rows, i, tip);
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={type?.name ?? ""}
            sx={{
              display: "flex",
              flexWrap: "wrap",
              gap: 1,
              alignItems: "center",
            }}
          >
            <Typography sx={{ minWidth: 80, fontWeight: 600 }}>
              {type?.name}
              {row.voucher_code ? ` ${row.voucher_code}` : ""}
            </Typography>
            <AmountField
              label={translate(`${C}.amount_of`, { name: type?.name ?? "" })}
              value={row.amount}
              onChange={(v) => update(row.key, { amount: v })}
              error={err("amount") ?? err("voucher_code") ?? err("tip")}
              helperText={
                i === tipAt && tip > 0 ? translate(`${C}.plus_tip`) : undefined
              }
              sx={{ width: 170 }}
            />
            {row.kind === "cash" && (
              <>
                <AmountField
                  label={translate(`${C}.tendered`)}
                  value={row.tendered ?? null}
                  onChange={(v) => update(row.key, { tendered: v })}
                  error={err("tendered")}
                  sx={{ width: 170 }}
                />
                <Typography aria-live="polite">
                  {translate(`${C}.change_due`)}: <Money minor={change} />
                </Typography>
              </>
            )}
            <IconButton
              aria-label={translate(`${C}.remove_payment`, {
                name: type?.name ?? "",
              })}
              onClick={() => onRows(rows.filter((r) => r.key !== row.key))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      {voucherType && (
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 1,
            alignItems: "flex-start",
          }}
        >
          <TextField
            size="small"
            label={translate(`${C}.voucher_code`)}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void lookup();
              }
            }}
            slotProps={{
              htmlInput: { dir: "ltr", autoCapitalize: "characters" },
            }}
          />
          <Button onClick={() => void lookup()}>
            {translate(`${C}.look_up`)}
          </Button>
        </Box>
      )}
      {lookupError && (
        <Alert severity="warning" role="alert">
          {lookupError}
        </Alert>
      )}
      {found && (
        <Alert
          severity={
            found.status === "valid" && found.balance > 0 ? "info" : "warning"
          }
          action={
            found.status === "valid" && found.balance > 0 ? (
              <Button onClick={applyVoucher}>
                {translate(`${C}.use_voucher`)}
              </Button>
            ) : undefined
          }
        >
          <bdi dir="ltr">{found.code}</bdi> ·{" "}
          {translate(`${C}.voucher_status.${found.status}`, {
            _: found.status,
          })}{" "}
          · {translate(`${C}.balance`)}: <Money minor={found.balance} />
        </Alert>
      )}
    </Box>
  );
};
