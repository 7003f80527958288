import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  addressColumns,
  businessKey,
  idColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";

/**
 * The merchant's billing identity toward the product provider (DOMAIN §3.33),
 * one row per merchant, role 2 only.
 */
export const billingDetails = pgTable(
  "billing_details",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    legal_name: text("legal_name").notNull(),
    billing_email: text("billing_email").notNull(),
    ...addressColumns(),
    tax_number: text("tax_number"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    uniqueIndex("billing_details_merchant_key").on(t.merchant_id),
  ],
);
