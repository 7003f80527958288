import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { gte, lt, sql } from "drizzle-orm";
import { stockMovements } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { badRequest } from "../../lib/httpErrors.js";
import { tableSchemas } from "../../lib/schemas.js";
import { movementNames, movementSorts, presentMovements } from "./present.js";

const instant = z.union([
  z.iso.datetime({ offset: true, local: true }),
  z.iso.date(),
]);

/** `from`/`to` on occurred_at: an instant, or a date (from its start; `to` through its end, UTC). */
const bound = (which: "from" | "to") => (value: unknown) => {
  const v = instant.safeParse(value);
  if (!v.success)
    throw badRequest(
      `"${which}" must be a date (YYYY-MM-DD) or an ISO 8601 instant.`,
      { [which]: "Invalid filter value." },
    );
  const at = v.data;
  if (which === "from") return gte(stockMovements.occurred_at, at);
  return at.length === 10
    ? lt(stockMovements.occurred_at, sql`(${at}::date + 1)::timestamptz`)
    : sql`${stockMovements.occurred_at} <= ${at}::timestamptz`;
};

const schemas = tableSchemas(
  createInsertSchema(stockMovements),
  createSelectSchema(stockMovements),
);

/**
 * The stock ledger (service 5, DOMAIN §3.16), read-only: rows are appended
 * by modules/stock/ledger.ts only (adjustments, receipts, stock takes,
 * checkout), so no write route exists (POST, PUT and DELETE answer 404) and
 * the database refuses UPDATE and DELETE anyway. Newest first by default.
 */
export const stockMovementsResource = defineResource({
  name: "stock-movements",
  table: stockMovements,
  serviceId: 5,
  readOnly: true,
  schemas: { ...schemas, record: schemas.record.extend(movementNames) },
  // A ledger's options carry no quantities (on hand could be rebuilt from
  // them), and only the inventory area reads them.
  optionFields: ["product_id", "location_id", "type"],
  optionsAccess: "service",
  sorts: movementSorts,
  defaultSort: ["occurred_at", "DESC"],
  customFilters: { from: bound("from"), to: bound("to") },
  hooks: { decorate: presentMovements },
});
