import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { CreatableReferenceInput } from "../../components/forms/CreatableReferenceInput";
import { ImageUploadInput } from "../../components/images";
import { MoneyInput, QuantityInput } from "../../components/money";
import {
  markupPct,
  productValidators as v,
  unitChoices,
  usageChoices,
} from "./productModel";

const options = { meta: { options: true } };
const ltr = { htmlInput: { dir: "ltr" } };

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** Inputs side by side from the small breakpoint up, stacked on a phone. */
const Row = ({ children }: { children: ReactNode }) => (
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

const Markup = () => {
  const translate = useTranslate();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const pct = markupPct(formData.supply_price, formData.retail_price);
        return pct === null ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate("resources.products.markup", {
              pct: pct.toLocaleString(),
            })}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
};

/** Form fields shared by ProductCreate and ProductEdit. */
export const ProductInputs = () => (
  <>
    <ImageUploadInput source="image_path" />
    <TextInput source="name" validate={v.name} />
    <Row>
      <TextInput source="barcode" validate={v.code} slotProps={ltr} />
      <TextInput source="sku" validate={v.code} slotProps={ltr} />
    </Row>
    <Row>
      <CreatableReferenceInput source="brand_id" reference="brands" />
      <CreatableReferenceInput
        source="category_id"
        reference="product-categories"
      />
    </Row>
    <CreatableReferenceInput
      source="supplier_id"
      reference="suppliers"
      helperText="resources.products.helpers.supplier"
    />
    <Row>
      <SelectInput
        source="usage_type"
        choices={usageChoices}
        validate={v.usage_type}
      />
      <TextInput
        source="measure_amount"
        validate={v.measure_amount}
        slotProps={{ htmlInput: { dir: "ltr", inputMode: "decimal" } }}
      />
      <SelectInput
        source="measure_unit"
        choices={unitChoices}
        emptyText=""
        validate={v.measure_unit}
      />
    </Row>
    <Section labelKey="resources.products.sections.pricing" />
    <Row>
      <MoneyInput
        source="supply_price"
        validate={v.supply_price}
        helperText="resources.products.helpers.supply_price"
      />
      <MoneyInput source="retail_price" validate={v.retail_price} />
    </Row>
    <Markup />
    <ReferenceInput
      source="tax_rate_id"
      reference="tax-rates"
      queryOptions={options}
    >
      <SelectInput
        emptyText="resources.products.helpers.location_tax"
        helperText="resources.products.helpers.tax_rate"
      />
    </ReferenceInput>
    <BooleanInput source="retail_sales_enabled" />
    <BooleanInput source="commission_enabled" />
    <Section labelKey="resources.products.sections.stock" />
    <BooleanInput source="track_stock" />
    <Row>
      <QuantityInput
        source="low_stock_level"
        min={0}
        validate={v.low_stock_level}
      />
      <QuantityInput
        source="reorder_quantity"
        min={1}
        validate={v.reorder_quantity}
      />
    </Row>
  </>
);
