import { NumberInput, TextInput } from "react-admin";
import InputAdornment from "@mui/material/InputAdornment";
import { taxRateValidators as v } from "./taxRateModel";

/** Form fields shared by TaxRateCreate and TaxRateEdit. */
export const TaxRateInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <NumberInput
      source="rate_pct"
      validate={v.rate_pct}
      helperText="resources.tax-rates.helper.rate"
      slotProps={{
        input: {
          endAdornment: <InputAdornment position="end">%</InputAdornment>,
        },
      }}
    />
  </>
);
