import { formatDateTime } from "../components/dates/dateTimeFormat";
import { formatMoney } from "../components/money/moneyModel";
import type { ReportColumn, ReportRow } from "./reportTypes";

/** What formatting a cell needs: words, the UI language, the business's currency. */
export interface CellContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  localeTag: string;
  currency: string;
}

/** Numbers that read left to right even in Arabic (amounts, counts, dates). */
export const isNumeric = (c: ReportColumn) =>
  c.type !== "text" && c.type !== "boolean";

/**
 * A report cell as a person reads it: money in the business's currency,
 * quantities with up to two decimals, percentages, dates in the UI
 * language, instants on the clock of the row's location, codes in words.
 */
export function formatCell(
  c: ReportColumn,
  value: unknown,
  row: ReportRow,
  { translate, localeTag, currency }: CellContext,
): string {
  if (value === null || value === undefined || value === "")
    return c.empty ? translate(`app.reports.empty.${c.empty}`) : "";
  switch (c.type) {
    case "money":
      return formatMoney(Number(value), currency, localeTag);
    case "quantity":
      return new Intl.NumberFormat(localeTag, {
        maximumFractionDigits: 2,
      }).format(Number(value));
    case "percent":
      return new Intl.NumberFormat(localeTag, {
        style: "percent",
        maximumFractionDigits: 2,
      }).format(Number(value) / 100);
    case "date":
      return formatDateTime(String(value), localeTag);
    case "datetime":
      return formatDateTime(String(value), localeTag, {
        time: true,
        timeZone: typeof row.time_zone === "string" ? row.time_zone : undefined,
      });
    case "boolean":
      return translate(value ? "ra.boolean.true" : "ra.boolean.false");
    default:
      return c.values
        ? translate(`app.reports.values.${c.values}.${String(value)}`, {
            _: String(value),
          })
        : String(value);
  }
}
