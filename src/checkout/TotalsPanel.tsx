import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslate } from "react-admin";
import {
  suggestedTips,
  type SaleTotals,
  type TipChoice,
  type TipSettings,
} from "../../server/src/shared/money";
import { AmountField, Money } from "./AmountField";
import { C } from "./CartLines";

/** Subtotal, discounts, tax, tip, total and what is left to pay, as a definition list. */
export const TotalsPanel = ({
  totals,
  toPay,
}: {
  totals: SaleTotals;
  toPay: number;
}) => {
  const translate = useTranslate();
  const rows: [string, number][] = [
    ["subtotal", totals.subtotal],
    ["discounts", totals.discount_total],
    ["tax", totals.tax_total],
    ["total", totals.total],
    ["tip", totals.tip_total],
    ["to_pay", totals.total + totals.tip_total],
    ["left_to_pay", toPay],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate(`${C}.totals`)}
      sx={{ display: "grid", gridTemplateColumns: "1fr auto", gap: 0.5, m: 0 }}
    >
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Typography
            component="dt"
            sx={{ fontWeight: key === "to_pay" ? 700 : 400 }}
          >
            {translate(`${C}.figures.${key}`)}
          </Typography>
          <Typography
            component="dd"
            data-testid={`total-${key}`}
            sx={{
              m: 0,
              textAlign: "end",
              fontWeight: key === "to_pay" ? 700 : 400,
            }}
          >
            <Money minor={value} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The location's suggested tips (each with its amount), a custom tip, or none. */
export const TipButtons = ({
  settings,
  base,
  tip,
  error,
  onTip,
}: {
  settings: TipSettings | null;
  base: number;
  tip: TipChoice | null;
  error: string | null;
  onTip: (tip: TipChoice | null) => void;
}) => {
  const translate = useTranslate();
  const [custom, setCustom] = useState(tip !== null && "amount" in tip);
  if (!settings?.enabled) return null;
  const chosen = tip && "percent" in tip ? String(tip.percent) : null;
  return (
    <Box
      role="group"
      aria-label={translate(`${C}.tip`)}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
    >
      <Typography component="span">{translate(`${C}.tip`)}</Typography>
      <ToggleButton
        value="none"
        size="small"
        selected={tip === null}
        onChange={() => {
          setCustom(false);
          onTip(null);
        }}
      >
        {translate(`${C}.no_tip`)}
      </ToggleButton>
      {suggestedTips(settings, base).map((s) => (
        <ToggleButton
          key={s.percent}
          value={s.percent}
          size="small"
          selected={chosen !== null && Number(chosen) === Number(s.percent)}
          onChange={() => {
            setCustom(false);
            onTip({ percent: s.percent });
          }}
        >
          <span>
            <bdi dir="ltr">{Number(s.percent)}%</bdi> ·{" "}
            <Money minor={s.amount} />
          </span>
        </ToggleButton>
      ))}
      {settings.allow_custom && (
        <>
          <Button size="small" onClick={() => setCustom(true)}>
            {translate(`${C}.custom_tip`)}
          </Button>
          {custom && (
            <AmountField
              label={translate(`${C}.custom_tip`)}
              value={tip && "amount" in tip ? tip.amount : null}
              onChange={(v) => onTip(v === null ? null : { amount: v })}
              error={error}
              sx={{ width: 160 }}
            />
          )}
        </>
      )}
      {error && !custom && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
};
