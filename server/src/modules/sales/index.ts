import type { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  clients,
  locations,
  payments,
  refunds,
  sales,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { badRequest } from "../../lib/httpErrors.js";
import { recordId, tableSchemas } from "../../lib/schemas.js";
import { saleListRecord, withItemsAndClient } from "./records.js";
import { checkoutBody, notesBody } from "./schemas.js";
import { refundRecord, withRefundItems } from "./refundRecords.js";

/** Sales history needs service 8, refunds 7 (DOMAIN §2). */
export const SALES_SERVICE = 8;
export const CALENDAR_SERVICE = 2;
export const REFUNDS_SERVICE = 7;

const dateFilter = (field: string, v: unknown) => {
  if (
    typeof v !== "string" ||
    !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
    Number.isNaN(Date.parse(v))
  )
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: "Enter a date as YYYY-MM-DD.",
    });
  return v;
};
const idsFilter = (field: string, v: unknown) => {
  const ids = Array.isArray(v) ? v : [v];
  if (!ids.length || !ids.every((x) => recordId.safeParse(x).success))
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: "Invalid filter value.",
    });
  return ids as number[];
};

/**
 * A local-date filter on an instant column (DOMAIN §1.2 "Time"): the row's
 * instant falls inside those days in the timezone of its own location. The
 * first condition, 14 hours wider than any timezone, lets the index on
 * (merchant_id, column) narrow the rows before each is checked exactly.
 */
export function localDayFilter(
  col: AnyPgColumn,
  location: AnyPgColumn,
  merchant: AnyPgColumn,
  edge: "from" | "to",
) {
  return (v: unknown): SQL => {
    const day = dateFilter(edge, v);
    const tz = sql`(select l.timezone from locations l where l.merchant_id = ${merchant} and l.id = ${location})`;
    return edge === "from"
      ? sql`${col} >= (${day}::timestamp at time zone 'UTC') - interval '14 hours' and ${col} >= (${day}::timestamp at time zone ${tz})`
      : sql`${col} < (${day}::timestamp at time zone 'UTC') + interval '38 hours' and ${col} < ((${day}::date + 1)::timestamp at time zone ${tz})`;
  };
}

const salesDef = defineResource({
  name: "sales",
  table: sales,
  serviceId: SALES_SERVICE,
  // Written only by the checkout module (routes.ts): totals, numbers and statuses never come from a body.
  readOnly: true,
  schemas: {
    create: checkoutBody as unknown as z.ZodObject,
    update: notesBody as unknown as z.ZodObject,
    record: saleListRecord,
  },
  // Any signed-in staff may read option lists (pickers): the number only, no money.
  optionFields: ["invoice_number"],
  contactFields: ["client.email", "client.mobile"],
  // The client and location columns sort by the names shown (sortKeys.ts).
  references: { client_id: clients, location_id: locations },
  defaultSort: ["sale_at", "DESC"],
  customFilters: {
    from: localDayFilter(
      sales.sale_at,
      sales.location_id,
      sales.merchant_id,
      "from",
    ),
    to: localDayFilter(
      sales.sale_at,
      sales.location_id,
      sales.merchant_id,
      "to",
    ),
    team_member_id: (v) =>
      sql`exists (select 1 from sale_items i where i.merchant_id = ${sales.merchant_id} and i.sale_id = ${sales.id}
        and i.team_member_id = any(${sql.param(idsFilter("team_member_id", v))}::bigint[]))`,
    item_type: (v) => {
      const types = (Array.isArray(v) ? v : [v]).map(String);
      return sql`exists (select 1 from sale_items i where i.merchant_id = ${sales.merchant_id} and i.sale_id = ${sales.id}
        and i.item_type = any(${sql.param(types)}::text[]))`;
    },
    invoice_number: (v) => {
      if (typeof v !== "string")
        throw badRequest('The filter "invoice_number" must be text.');
      return sql`${sales.search_text} like ${`%${v.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`;
    },
  },
  hooks: { decorate: withItemsAndClient },
});

/** `filter.q` finds the invoice number or the client's name. */
export const salesResource = {
  ...salesDef,
  list: {
    ...salesDef.list,
    search: sql`(${sales.search_text} || ' ' || coalesce((select lower(c.first_name || ' ' || coalesce(c.last_name, '')) from clients c
      where c.merchant_id = ${sales.merchant_id} and c.id = ${sales.client_id}), ''))`,
  },
};

/** The payments ledger (read only; service 8 with the sales history). */
export const paymentsResource = defineResource({
  name: "payments",
  table: payments,
  serviceId: SALES_SERVICE,
  readOnly: true,
  schemas: tableSchemas(
    createInsertSchema(payments),
    createSelectSchema(payments),
  ),
  optionFields: ["sale_id"],
  defaultSort: ["paid_at", "DESC"],
  customFilters: {
    from: localDayFilter(
      payments.paid_at,
      payments.location_id,
      payments.merchant_id,
      "from",
    ),
    to: localDayFilter(
      payments.paid_at,
      payments.location_id,
      payments.merchant_id,
      "to",
    ),
  },
});

/** Refunds (read only; service 7, the finances area's refunds list). */
export const refundsResource = defineResource({
  name: "refunds",
  table: refunds,
  serviceId: REFUNDS_SERVICE,
  readOnly: true,
  schemas: {
    create: tableSchemas(
      createInsertSchema(refunds),
      createSelectSchema(refunds),
    ).create,
    update: tableSchemas(
      createInsertSchema(refunds),
      createSelectSchema(refunds),
    ).update,
    record: refundRecord,
  },
  optionFields: ["refund_number"],
  references: { location_id: locations },
  // The Sale column shows the sale's invoice number: sort by it, not by the id.
  sorts: {
    original_sale_id: sql`(select s.invoice_number from ${sales} as s where s.merchant_id = ${refunds.merchant_id} and s.id = ${refunds.original_sale_id})`,
  },
  defaultSort: ["refund_at", "DESC"],
  customFilters: {
    from: localDayFilter(
      refunds.refund_at,
      refunds.location_id,
      refunds.merchant_id,
      "from",
    ),
    to: localDayFilter(
      refunds.refund_at,
      refunds.location_id,
      refunds.merchant_id,
      "to",
    ),
  },
  hooks: { decorate: withRefundItems },
});
