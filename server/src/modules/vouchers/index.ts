import { sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { vouchers, voucherTypes } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { referenceSorts } from "../../lib/sortKeys.js";

/**
 * Issued vouchers (service 6, DOMAIN §3.28). Sales create them with their
 * ledger rows (a later issue): here they are only listed and read.
 */
export const vouchersResource = defineResource({
  name: "vouchers",
  table: vouchers,
  serviceId: 6,
  readOnly: true,
  schemas: tableSchemas(
    createInsertSchema(vouchers),
    createSelectSchema(vouchers),
  ),
  optionFields: ["code", "status", "balance"],
  // Codes are bearer money: only the vouchers area lists them; a till finds one by its exact code.
  optionsAccess: { lookupBy: "code" },
  // Listed by the voucher type's name (read-only: no `references` to check on writes).
  sorts: referenceSorts(
    { voucher_type_id: voucherTypes },
    { voucher_type_id: vouchers.voucher_type_id },
  ),
  customFilters: {
    /** Vouchers with money left on them (`filter.has_balance=true`). */
    has_balance: (v) =>
      v === true || v === "true"
        ? sql`${vouchers.balance} > 0`
        : sql`${vouchers.balance} = 0`,
  },
});
