import { QUANTITY_MAX } from "../../components/money/limits";

export type StockTakeStatus = "in_progress" | "completed" | "cancelled";
export type StockTakeScope = "all" | "category" | "brand" | "selected";

export interface StockTakeLine {
  id: number;
  product_id: number;
  product_name: string;
  sku?: string | null;
  barcode?: string | null;
  expected_qty: number;
  counted_qty: number | null;
  difference: number | null;
  unit_cost: number;
  cost_difference: number | null;
  reason?: string | null;
  moved_since_snapshot: boolean;
}

/** A stock take (DOMAIN §3.14) as `stock-takes` sends it. */
export interface StockTake {
  id: number;
  reference: string;
  location_id: number;
  location_name?: string;
  scope: StockTakeScope;
  scope_ids?: number[] | null;
  status: StockTakeStatus;
  started_at: string;
  completed_at?: string | null;
  counted_by?: number | null;
  notes?: string | null;
  counted_lines: number;
  total_lines: number;
  variance_units: number;
  variance_cost: number;
  lines: StockTakeLine[];
}

export const STOCK_TAKE_STATUSES: readonly StockTakeStatus[] = [
  "in_progress",
  "completed",
  "cancelled",
];
export const STOCK_TAKE_SCOPES: readonly StockTakeScope[] = [
  "all",
  "category",
  "brand",
  "selected",
];

export const stockTakeStatusChoices = STOCK_TAKE_STATUSES.map((id) => ({
  id,
  name: `resources.stock-takes.statuses.${id}`,
}));
export const stockTakeScopeChoices = STOCK_TAKE_SCOPES.map((id) => ({
  id,
  name: `resources.stock-takes.scopes.${id}`,
}));

/** The scope's picker: categories, brands or products (none for "all"). */
export const scopeReference = (scope?: StockTakeScope) =>
  scope === "category"
    ? "product-categories"
    : scope === "brand"
      ? "brands"
      : scope === "selected"
        ? "products"
        : null;

/** Form values → the body of POST: scope ids only where the scope has them. */
export const transformStockTake = (values: {
  location_id?: number;
  scope?: StockTakeScope;
  scope_ids?: number[] | null;
  notes?: string | null;
}) => ({
  location_id: values.location_id,
  scope: values.scope ?? "all",
  ...(scopeReference(values.scope)
    ? { scope_ids: values.scope_ids ?? [] }
    : {}),
  ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}),
});

export const validateStockTake = (values: {
  scope?: StockTakeScope;
  scope_ids?: number[] | null;
}) =>
  scopeReference(values.scope) && !values.scope_ids?.length
    ? { scope_ids: "resources.stock-takes.validation.scope_ids" }
    : {};

const norm = (text: string | null | undefined) =>
  (text ?? "").trim().toLowerCase();

/**
 * The line a scanned or typed code names: the barcode or SKU exactly
 * (letter case aside); failing that, the only line whose name contains it.
 */
export const findLine = (
  lines: readonly StockTakeLine[],
  code: string,
): StockTakeLine | undefined => {
  const wanted = norm(code);
  if (!wanted) return undefined;
  const exact = lines.find(
    (line) => norm(line.barcode) === wanted || norm(line.sku) === wanted,
  );
  if (exact) return exact;
  const named = lines.filter((line) =>
    norm(line.product_name).includes(wanted),
  );
  return named.length === 1 ? named[0] : undefined;
};

/** Counted values as typed, by line id ("" = not counted). */
export type Counts = Record<number, string>;

export const countsOf = (lines: readonly StockTakeLine[]): Counts =>
  Object.fromEntries(
    lines.map((line) => [
      line.id,
      line.counted_qty === null ? "" : String(line.counted_qty),
    ]),
  );

/** A count is empty (not counted) or a whole number from 0 to QUANTITY_MAX (the server's cap). */
export const validCount = (value: string) =>
  value.trim() === "" || (/^\d+$/.test(value.trim()) && !countTooLarge(value));

/** A whole number typed beyond QUANTITY_MAX. */
export const countTooLarge = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value.trim()) > QUANTITY_MAX;

/** Lines whose typed count differs from the saved one: the body of a partial PUT. */
export const changedLines = (lines: readonly StockTakeLine[], counts: Counts) =>
  lines
    .filter((line) => {
      const typed = counts[line.id];
      if (typed === undefined || !validCount(typed)) return false;
      const saved = line.counted_qty === null ? "" : String(line.counted_qty);
      return typed.trim() !== saved;
    })
    .map((line) => {
      const typed = counts[line.id].trim();
      return { id: line.id, counted_qty: typed === "" ? null : Number(typed) };
    });

/** counted − expected while a count is typed, else null. */
export const typedDifference = (line: StockTakeLine, typed: string) =>
  typed.trim() === "" || !validCount(typed)
    ? null
    : Number(typed) - line.expected_qty;

/** The codes column gives way on a phone, so the count field stays on screen. */
export const CODES_CELL = { display: { xs: "none", sm: "table-cell" } };
