import { regex } from "react-admin";
import {
  between,
  cleanSettings,
  req,
  text,
  whole,
} from "../settings/settingsModel";

export interface InvoiceSequence {
  id: number;
  name: string;
  prefix: string;
  next_number: number;
  padding: number;
  preview?: string;
}

/** The next invoice number: prefix + the number padded with zeros (INV-000124). */
export const previewInvoiceNumber = (
  values: Partial<InvoiceSequence>,
): string => {
  const next = Number(values.next_number);
  const padding = Number(values.padding);
  if (!Number.isInteger(next) || next < 1) return "";
  const width =
    Number.isInteger(padding) && padding >= 1 && padding <= 12 ? padding : 1;
  return `${(values.prefix ?? "").trim()}${String(next).padStart(width, "0")}`;
};

export const invoiceSequenceDefaults = (): Partial<InvoiceSequence> => ({
  prefix: "",
  next_number: 1,
  padding: 6,
});

export const invoiceSequenceValidators = {
  name: [req, text(100)],
  prefix: [
    text(20),
    regex(
      /^[A-Za-z0-9/#._-]*$/,
      "resources.invoice-sequences.validation.prefix",
    ),
  ],
  next_number: [req, whole, ...between(1, 999_999_999_999)],
  padding: [req, whole, ...between(1, 12)],
};

/** The prefix may be empty (sent as ""), the preview is the server's. */
export const transformInvoiceSequence = (
  values: Partial<InvoiceSequence>,
): Partial<InvoiceSequence> => {
  const result = cleanSettings(values, ["preview"]);
  result.prefix = (values.prefix ?? "").trim();
  return result;
};
