import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import type { PaymentTypeOption } from "./paymentModel";

/** A payment type picker (a labelled select). */
export const PaymentTypeSelect = ({
  label,
  value,
  types,
  onChange,
  error,
}: {
  label: string;
  value: number | "";
  types: PaymentTypeOption[];
  onChange: (id: number) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={types.some((t) => t.id === value) ? value : ""}
      onChange={(event) => onChange(Number(event.target.value))}
      error={!!error}
      helperText={error ? translate(error) : undefined}
      sx={{ minWidth: 160 }}
    >
      {types.map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
