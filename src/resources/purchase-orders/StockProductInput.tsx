import { useEffect, useMemo, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import {
  required,
  useGetList,
  useInput,
  useTranslate,
  ValidationError,
  type Validator,
} from "react-admin";
import type { StockLevel } from "../stock-levels/stockLevelModel";

export interface StockProductInputProps {
  source: string;
  label: string;
  /** Rows of this location only (one per stock-tracked product). */
  locationId?: number | null;
  /** The name to show for a value picked earlier (an existing line). */
  selectedName?: string | null;
  onPick?: (level: StockLevel | null) => void;
  validate?: Validator | Validator[];
}

const labelOf = (level: Pick<StockLevel, "product_name" | "sku">) =>
  level.sku ? `${level.product_name} (${level.sku})` : level.product_name;

/**
 * A product picker limited to stock-tracked products: it searches
 * `stock-levels` of the chosen location (name, SKU or barcode) and stores
 * the product id. Staff with the inventory area can use it without the
 * products area.
 */
export const StockProductInput = ({
  source,
  label,
  locationId,
  selectedName,
  onPick,
  validate = required("app.validation.required"),
}: StockProductInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isPending } = useGetList<StockLevel>(
    "stock-levels",
    {
      pagination: { page: 1, perPage: 25 },
      sort: { field: "product_name", order: "ASC" },
      filter: {
        ...(locationId ? { location_id: locationId } : {}),
        ...(search ? { q: search } : {}),
      },
    },
    { enabled: !!locationId },
  );
  const options = useMemo(() => {
    const seen = new Set<number>();
    return data.filter((level) =>
      seen.has(level.product_id) ? false : (seen.add(level.product_id), true),
    );
  }, [data]);
  const value =
    field.value == null || field.value === ""
      ? null
      : (options.find((o) => o.product_id === field.value) ?? {
          product_id: field.value as number,
          product_name: selectedName ?? `#${field.value}`,
          sku: null,
        });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={value as StockLevel | null}
      loading={!!locationId && isPending}
      disabled={!locationId}
      filterOptions={(shown) => shown}
      getOptionLabel={labelOf}
      getOptionKey={(option) => option.product_id}
      isOptionEqualToValue={(a, b) => a.product_id === b.product_id}
      onChange={(_event, picked) => {
        field.onChange(picked?.product_id ?? null);
        onPick?.(picked);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === "input") setTyped(text);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate("resources.purchase-orders.helpers.no_products")}
      sx={{ minWidth: { sm: 260 }, flex: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={`${translate(label)}${isRequired ? " *" : ""}`}
          error={!!error}
          helperText={
            error ? (
              <ValidationError error={error} />
            ) : locationId ? (
              " "
            ) : (
              translate("resources.purchase-orders.helpers.location_first")
            )
          }
        />
      )}
    />
  );
};
