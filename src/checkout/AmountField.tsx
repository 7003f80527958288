import TextField, { type TextFieldProps } from "@mui/material/TextField";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import {
  formatMoney,
  toAmountText,
  toMinor,
  useCurrency,
} from "../components/money";

type Props = Omit<TextFieldProps, "value" | "onChange" | "error"> & {
  /** Minor units; null = empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  error?: string | null;
};

/**
 * An amount typed as a decimal (12.50) and held in minor units (1250). What
 * is typed stays as typed ("12." while typing) until the amount it means
 * changes from outside, which shows it to the currency's decimals ("183.90").
 */
export const AmountField = ({
  value,
  onChange,
  error,
  helperText,
  ...props
}: Props) => {
  const { currency } = useCurrency();
  const [text, setText] = useState(() => toAmountText(value, currency));
  // The amount changed from outside (a payment row filled in): show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (toMinor(text, currency) !== value)
      setText(toAmountText(value, currency));
  }
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(toMinor(e.target.value, currency));
      }}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { inputMode: "decimal", dir: "ltr" },
        input: {
          endAdornment: (
            <InputAdornment position="end">{currency}</InputAdornment>
          ),
        },
      }}
      {...props}
    />
  );
};

/** An amount for reading, isolated from the text around it (right to left). */
export const Money = ({ minor }: { minor: number }) => {
  const { currency, localeTag } = useCurrency();
  return <bdi dir="ltr">{formatMoney(minor, currency, localeTag)}</bdi>;
};
