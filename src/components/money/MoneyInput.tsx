import { NumberInput, type NumberInputProps } from "react-admin";
import InputAdornment from "@mui/material/InputAdornment";
import { currencyDigits, toMajor, toMinor } from "./moneyModel";
import { useCurrency } from "./useCurrency";
import { useLimits } from "./useLimits";

/**
 * Edits an amount stored in minor units: the person types 12.34, the record
 * holds 1234. The currency code sits beside the field. Every amount is
 * checked against the server's cap (limits.ts) besides `validate`.
 */
export const MoneyInput = ({ validate, ...props }: NumberInputProps) => {
  const { currency } = useCurrency();
  const limits = useLimits();
  const step = 1 / 10 ** currencyDigits(currency);
  return (
    <NumberInput
      step={step}
      format={(v: number | null | undefined) => toMajor(v, currency) ?? ""}
      parse={(v: string | number | null) => toMinor(v, currency)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">{currency}</InputAdornment>
          ),
        },
      }}
      validate={[limits.money, ...[validate ?? []].flat()]}
      {...props}
    />
  );
};
