import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import type { LineAmounts } from "../../server/src/shared/money";
import { AmountField, Money } from "./AmountField";
import { picksMember, type CartLine, type LineDiscount } from "./cartModel";

export const C = "resources.checkout";

interface Props {
  cart: CartLine[];
  lines: (LineAmounts | null)[];
  lineErrors: (string | null)[];
  dealNames: (string | null)[];
  members: Map<number, string>;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<CartLine>) => void;
  onRemove: (key: string) => void;
}

/** The cart: one row per item with its quantity, discount and line total. */
export const CartLines = ({
  cart,
  lines,
  lineErrors,
  dealNames,
  members,
  errors,
  onChange,
  onRemove,
}: Props) => {
  const translate = useTranslate();
  if (!cart.length)
    return (
      <Typography color="text.secondary">{translate(`${C}.empty`)}</Typography>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}
    >
      {cart.map((line, i) => {
        const err = (f: string) => errors[`${line.key}.${f}`] ?? null;
        const label = line.name;
        const setDiscount = (d: LineDiscount) =>
          onChange(line.key, { discount: d });
        return (
          <Box
            component="li"
            key={line.key}
            aria-label={label}
            sx={{ borderBottom: 1, borderColor: "divider", pb: 1 }}
          >
            <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>
                {label}
                {line.team_member_id && !picksMember(line)
                  ? ` · ${members.get(line.team_member_id) ?? ""}`
                  : ""}
              </Typography>
              <Typography component="span" data-testid={`line-total-${i}`}>
                {lines[i] ? <Money minor={lines[i].total_amount} /> : "—"}
              </Typography>
              <IconButton
                aria-label={translate(`${C}.remove`, { name: label })}
                onClick={() => onRemove(line.key)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
              <TextField
                size="small"
                type="number"
                label={translate(`${C}.quantity`)}
                value={line.quantity}
                onChange={(e) =>
                  onChange(line.key, {
                    quantity: Math.max(
                      1,
                      Math.trunc(Number(e.target.value) || 1),
                    ),
                  })
                }
                error={!!err("quantity")}
                helperText={err("quantity")}
                slotProps={{ htmlInput: { min: 1, inputMode: "numeric" } }}
                sx={{ width: 96 }}
              />
              {picksMember(line) && (
                <TextField
                  select
                  size="small"
                  required
                  label={translate(`${C}.performed_by`)}
                  value={line.team_member_id ?? ""}
                  onChange={(e) =>
                    onChange(line.key, {
                      team_member_id: Number(e.target.value),
                    })
                  }
                  error={!line.team_member_id || !!err("team_member_id")}
                  helperText={
                    err("team_member_id") ??
                    (line.team_member_id
                      ? undefined
                      : translate(`${C}.performed_by_required`))
                  }
                  sx={{ width: 200 }}
                >
                  {[...members].map(([id, name]) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {line.item_type === "voucher" && line.item_id === null && (
                <AmountField
                  label={translate(`${C}.voucher_value`)}
                  value={line.unit_price}
                  onChange={(v) => onChange(line.key, { unit_price: v ?? 0 })}
                  error={err("unit_price")}
                  sx={{ width: 160 }}
                />
              )}
              <TextField
                select
                size="small"
                label={translate(`${C}.discount`)}
                value={line.discount.mode}
                onChange={(e) => {
                  const mode = e.target.value;
                  setDiscount(
                    mode === "amount"
                      ? { mode, amount: 0 }
                      : mode === "percent"
                        ? { mode, percent: "" }
                        : { mode: "none" },
                  );
                }}
                sx={{ width: 150 }}
              >
                <MenuItem value="none">
                  {translate(`${C}.discount_none`)}
                </MenuItem>
                <MenuItem value="amount">
                  {translate(`${C}.discount_amount`)}
                </MenuItem>
                <MenuItem value="percent">
                  {translate(`${C}.discount_percent`)}
                </MenuItem>
              </TextField>
              {line.discount.mode === "amount" && (
                <AmountField
                  label={translate(`${C}.discount_amount`)}
                  value={line.discount.amount}
                  onChange={(v) =>
                    setDiscount({ mode: "amount", amount: v ?? 0 })
                  }
                  error={err("discount") ?? lineErrors[i]}
                  sx={{ width: 160 }}
                />
              )}
              {line.discount.mode === "percent" && (
                <TextField
                  size="small"
                  label={translate(`${C}.discount_percent`)}
                  value={line.discount.percent}
                  onChange={(e) =>
                    setDiscount({ mode: "percent", percent: e.target.value })
                  }
                  error={!!(err("discount") ?? lineErrors[i])}
                  helperText={err("discount") ?? lineErrors[i]}
                  slotProps={{
                    htmlInput: { inputMode: "decimal", dir: "ltr" },
                  }}
                  sx={{ width: 120 }}
                />
              )}
              {dealNames[i] && (
                <Typography variant="body2" sx={{ alignSelf: "center" }}>
                  {translate(`${C}.deal_applied`, { name: dealNames[i] })}
                </Typography>
              )}
            </Box>
            {line.item_type === "voucher" && (
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
                <TextField
                  size="small"
                  label={translate(`${C}.recipient_name`)}
                  value={line.recipient_name ?? ""}
                  onChange={(e) =>
                    onChange(line.key, { recipient_name: e.target.value })
                  }
                  error={!!err("recipient_name")}
                  helperText={err("recipient_name")}
                />
                <TextField
                  size="small"
                  type="email"
                  label={translate(`${C}.recipient_email`)}
                  value={line.recipient_email ?? ""}
                  onChange={(e) =>
                    onChange(line.key, { recipient_email: e.target.value })
                  }
                  error={!!err("recipient_email")}
                  helperText={err("recipient_email")}
                />
                <TextField
                  size="small"
                  label={translate(`${C}.message`)}
                  value={line.message ?? ""}
                  onChange={(e) =>
                    onChange(line.key, { message: e.target.value })
                  }
                  error={!!err("message")}
                  helperText={err("message")}
                  sx={{ flex: "1 1 200px" }}
                />
              </Box>
            )}
            {Object.entries(errors)
              .filter(
                ([k]) =>
                  k.startsWith(`${line.key}.`) &&
                  !/\.(quantity|unit_price|discount|recipient_name|recipient_email|message)$/.test(
                    k,
                  ) &&
                  // The picker shows its own error; a line without one lists it here.
                  !(k.endsWith(".team_member_id") && picksMember(line)),
              )
              .map(([k, m]) => (
                <Typography key={k} color="error" role="alert" variant="body2">
                  {m}
                </Typography>
              ))}
          </Box>
        );
      })}
    </Box>
  );
};
