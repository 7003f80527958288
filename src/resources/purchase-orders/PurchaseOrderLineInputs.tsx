import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useFormContext, useWatch } from "react-hook-form";
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useCanAccess,
  useDataProvider,
  useSimpleFormIteratorItem,
  useTranslate,
  useWrappedSource,
} from "react-admin";
import { usePurchaseOrderValidation } from "./usePurchaseOrderValidation";
import {
  formatMoney,
  MoneyInput,
  QuantityInput,
  useCurrency,
} from "../../components/money";
import type { StockLevel } from "../stock-levels/stockLevelModel";
import {
  lineTotal,
  poValidators as v,
  type PurchaseOrderLine,
} from "./purchaseOrderModel";
import { StockProductInput } from "./StockProductInput";

const T = "resources.purchase-orders";

/** The line's total as it is typed (quantity × unit cost). */
const LineTotal = () => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const line = useWatch({ name: useWrappedSource("") }) as
    Partial<PurchaseOrderLine> | undefined;
  const total = lineTotal(line ?? {});
  return (
    <Box sx={{ minWidth: 110, alignSelf: "center" }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${T}.fields.line_total`)}
      </Typography>
      <Typography variant="body2" component="p">
        <bdi dir="ltr">
          {total === null ? "—" : formatMoney(total, currency, localeTag)}
        </bdi>
      </Typography>
    </Box>
  );
};

const ProductPicker = () => {
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const { canAccess: canReadProducts } = useCanAccess({
    resource: "products",
    action: "show",
  });
  const locationId = useWatch({ name: "location_id" }) as number | undefined;
  const nameSource = useWrappedSource("product_name");
  const costSource = useWrappedSource("unit_cost");
  const name = useWatch({ name: nameSource }) as string | undefined;
  const { index } = useSimpleFormIteratorItem();
  const pick = async (level: StockLevel | null) => {
    setValue(nameSource, level?.product_name ?? null);
    if (!level) return;
    // The supply price is the product's (products area); without it the
    // server fills the cost from the supply price on save.
    if (!canReadProducts) {
      setValue(costSource, null, { shouldDirty: true });
      return;
    }
    const { data } = await dataProvider.getOne("products", {
      id: level.product_id,
    });
    setValue(costSource, data?.supply_price ?? null, { shouldDirty: true });
  };
  return (
    <StockProductInput
      source="product_id"
      label={`${T}.fields.product_id`}
      locationId={locationId}
      selectedName={name}
      onPick={pick}
      key={index}
    />
  );
};

/** The order's lines while a draft: product, quantity, unit cost, live line total, note. */
export const PurchaseOrderLineInputs = () => {
  const validate = usePurchaseOrderValidation();
  return (
    <ArrayInput
      source="lines"
      label={`${T}.fields.lines`}
      validate={validate.lines}
    >
      <SimpleFormIterator
        inline
        disableReordering
        sx={{ "& .RaSimpleFormIterator-inline": { rowGap: 0, columnGap: 1 } }}
      >
        <ProductPicker />
        <QuantityInput
          source="quantity_ordered"
          label={`${T}.fields.quantity_ordered`}
          min={1}
          validate={v.quantity}
          sx={{ maxWidth: 120 }}
        />
        <MoneyInput
          source="unit_cost"
          label={`${T}.fields.unit_cost`}
          helperText={`${T}.helpers.unit_cost`}
          validate={[...v.money, validate.lineTotal]}
          sx={{ maxWidth: 180 }}
        />
        <LineTotal />
        <TextInput source="note" label={`${T}.fields.note`} validate={v.text} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
