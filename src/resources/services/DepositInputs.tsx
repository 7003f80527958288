import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import { FormDataConsumer, NumberInput, SelectInput } from "react-admin";
import { formCell, formRow } from "../../components/forms/formLayout";
import { MoneyInput } from "../../components/money";
import { Section } from "./AreaParts";
import { depositChoices } from "./depositModel";

const half = formCell(240);

/** The deposit of a service: its type, then the amount (fixed) or the percentage of the price. */
export const DepositInputs = () => (
  <>
    <Section labelKey="resources.services.sections.deposit" />
    <Box sx={formRow}>
      <SelectInput
        source="deposit_type"
        choices={depositChoices}
        helperText="resources.services.deposit_help"
        sx={half}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.deposit_type === "fixed" ? (
            <MoneyInput source="deposit_amount" sx={half} />
          ) : formData.deposit_type === "percentage" ? (
            <NumberInput
              source="deposit_percent"
              min={1}
              max={100}
              step={1}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">%</InputAdornment>
                  ),
                },
              }}
              sx={half}
            />
          ) : null
        }
      </FormDataConsumer>
    </Box>
  </>
);
