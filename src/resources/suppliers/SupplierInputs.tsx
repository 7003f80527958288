import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { TextInput, useTranslate } from "react-admin";
import { supplierValidators as v } from "./supplierModel";
import { PhoneInput } from "../../components/phone";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** Two inputs side by side from the small breakpoint up, stacked on a phone. */
const Pair = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: "flex",
      flexDirection: { xs: "column", sm: "row" },
      gap: { sm: 2 },
      width: "100%",
    }}
  >
    {children}
  </Box>
);

const ltr = { htmlInput: { dir: "ltr" } };

/** Form fields shared by SupplierCreate and SupplierEdit. */
export const SupplierInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <TextInput
      source="account_number"
      validate={v.account_number}
      slotProps={ltr}
    />
    <Section labelKey="resources.suppliers.sections.contact" />
    <Pair>
      <TextInput source="contact_first_name" validate={v.contact} />
      <TextInput source="contact_last_name" validate={v.contact} />
    </Pair>
    <TextInput
      source="email"
      type="email"
      validate={v.email}
      slotProps={ltr}
      helperText="resources.suppliers.helpers.email"
    />
    <Pair>
      <PhoneInput source="mobile" />
      <PhoneInput source="phone" />
    </Pair>
    <TextInput
      source="website"
      validate={v.website}
      slotProps={{ htmlInput: { dir: "ltr", inputMode: "url" } }}
    />
    <Section labelKey="resources.suppliers.sections.address" />
    <TextInput source="address_line1" validate={v.address} />
    <TextInput source="address_line2" validate={v.address} />
    <Pair>
      <TextInput source="city" validate={v.city} />
      <TextInput source="region" validate={v.city} />
    </Pair>
    <Pair>
      <TextInput source="postcode" validate={v.postcode} />
      <TextInput
        source="country_code"
        validate={v.country_code}
        slotProps={{ htmlInput: { dir: "ltr", maxLength: 2 } }}
      />
    </Pair>
    <TextInput source="notes" multiline minRows={3} validate={v.notes} />
  </>
);
