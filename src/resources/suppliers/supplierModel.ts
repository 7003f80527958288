import { email, maxLength, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";

export interface Supplier {
  id: number;
  name: string;
  contact_first_name?: string | null;
  contact_last_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  phone?: string | null;
  website?: string | null;
  account_number?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  notes?: string | null;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** The same patterns as the server (server/src/modules/suppliers). */
export const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
export const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;

const V = "resources.suppliers.validation";

export const supplierValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  contact: [maxLength(100)],
  email: [email("app.validation.email"), maxLength(254)],
  website: [regex(WEBSITE_PATTERN, `${V}.website`), maxLength(200)],
  account_number: [maxLength(64)],
  address: [maxLength(200)],
  city: [maxLength(100)],
  postcode: [maxLength(20)],
  country_code: [regex(COUNTRY_PATTERN, `${V}.country_code`)],
  notes: [maxLength(5000)],
};

/** Trims, sends blanks as null, e-mail in lower case and the country code in upper case. */
export const transformSupplier = (
  values: Partial<Supplier>,
): Partial<Supplier> => {
  const result = cleanFormValues(values);
  if (typeof result.email === "string")
    result.email = result.email.toLowerCase();
  if (typeof result.country_code === "string")
    result.country_code = result.country_code.toUpperCase();
  return result;
};

export const contactName = (record: Partial<Supplier>): string =>
  [record.contact_first_name, record.contact_last_name]
    .filter(Boolean)
    .join(" ");
