import { z } from "zod";

/** CSV as spreadsheets read it: RFC 4180 quoting, a BOM for Excel, and no formulas from user text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // Id lists read as "1;2"; lists of objects (shifts, rules) as JSON.
  let text =
    Array.isArray(value) &&
    value.every((v) => v === null || typeof v !== "object")
      ? value.join(";")
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) =>
  `${cells.map(csvCell).join(",")}\r\n`;

export const CSV_BOM = "\uFEFF";

/** The OpenAPI response of a CSV download (its text is sent as is, never serialised as JSON). */
export const csvResponse = {
  description: "A CSV file (attachment).",
  content: { "text/csv": { schema: z.string() } },
};
