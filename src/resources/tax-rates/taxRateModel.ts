import { between, cleanSettings, req, text } from "../settings/settingsModel";

export interface TaxRate {
  id: number;
  name: string;
  rate_pct: number;
  default_service_location_ids: number[];
  default_product_location_ids: number[];
  archived_at?: string | null;
}

const fourDecimals = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  Math.abs(Number(value) * 10_000 - Math.round(Number(value) * 10_000)) < 1e-6
    ? undefined
    : "resources.tax-rates.validation.decimals";

export const taxRateValidators = {
  name: [req, text(100)],
  rate_pct: [req, ...between(0, 100), fourDecimals],
};

/** The defaults are shown, not written: locations hold them. */
export const transformTaxRate = (values: Partial<TaxRate>): Partial<TaxRate> =>
  cleanSettings(values, [
    "default_service_location_ids",
    "default_product_location_ids",
  ]);
