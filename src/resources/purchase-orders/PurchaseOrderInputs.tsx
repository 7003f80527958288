import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useWatch } from "react-hook-form";
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { formatMoney, MoneyInput, useCurrency } from "../../components/money";
import { PurchaseOrderLineInputs } from "./PurchaseOrderLineInputs";
import { usePurchaseOrderValidation } from "./usePurchaseOrderValidation";
import { PurchaseOrderLinesTable } from "./PurchaseOrderLinesTable";
import {
  linesEditable,
  linesSubtotal,
  poValidators as v,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from "./purchaseOrderModel";

const T = "resources.purchase-orders";
const options = { meta: { options: true } };

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

/** Subtotal and shipping as typed; tax and the total come from the server on save. */
const LiveTotals = () => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const lines = useWatch({ name: "lines" }) as
    Partial<PurchaseOrderLine>[] | undefined;
  const shipping = Number(useWatch({ name: "shipping_cost" }) ?? 0) || 0;
  const subtotal = linesSubtotal(lines);
  const money = (value: number | null) =>
    value === null ? "—" : formatMoney(value, currency, localeTag);
  return (
    <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
      <Typography variant="body2" component="p">
        {translate(`${T}.fields.subtotal`)}:{" "}
        <bdi dir="ltr">{money(subtotal)}</bdi>
      </Typography>
      <Typography variant="body2" component="p">
        {translate(`${T}.totals.before_tax`)}:{" "}
        <bdi dir="ltr">
          {money(subtotal === null ? null : subtotal + shipping)}
        </bdi>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${T}.totals.tax_on_save`)}
      </Typography>
    </Box>
  );
};

/** Header and lines of a purchase order; once ordered, only notes and expected date. */
export const PurchaseOrderInputs = () => {
  const record = useRecordContext<PurchaseOrder>();
  const draft = linesEditable(record?.status);
  const validate = usePurchaseOrderValidation();
  return (
    <>
      <Row>
        <ReferenceInput
          source="supplier_id"
          reference="suppliers"
          queryOptions={options}
        >
          <AutocompleteInput
            label={`${T}.fields.supplier_id`}
            validate={v.required}
            disabled={!draft}
          />
        </ReferenceInput>
        <ReferenceInput
          source="location_id"
          reference="locations"
          queryOptions={options}
        >
          <AutocompleteInput
            label={`${T}.fields.location_id`}
            helperText={`${T}.helpers.location`}
            validate={v.required}
            disabled={!draft}
          />
        </ReferenceInput>
      </Row>
      <Row>
        <DateInput
          source="order_date"
          label={`${T}.fields.order_date`}
          validate={v.required}
          disabled={!draft}
        />
        <DateInput source="expected_date" label={`${T}.fields.expected_date`} />
        <TextInput
          source="reference"
          label={`${T}.fields.reference`}
          validate={v.text}
          disabled={!draft}
        />
      </Row>
      <TextInput
        source="notes"
        label={`${T}.fields.notes`}
        helperText={`${T}.helpers.notes`}
        validate={v.text}
        multiline
      />
      {draft ? (
        <>
          <PurchaseOrderLineInputs />
          <MoneyInput
            source="shipping_cost"
            label={`${T}.fields.shipping_cost`}
            validate={[...v.money, validate.orderTotal]}
          />
          <LiveTotals />
        </>
      ) : (
        <PurchaseOrderLinesTable />
      )}
    </>
  );
};
