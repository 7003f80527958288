import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { gte, lte } from "drizzle-orm";
import { stockMovements } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { temporalFilter } from "../../lib/simpleRest.js";
import { tableSchemas } from "../../lib/schemas.js";
import { movementNames, movementSorts, presentMovements } from "./present.js";

/**
 * `from`/`to` on occurred_at, both included: instants with their offset only
 * (the screen sends the first and last moment of the days picked on the
 * business's clock); a plain date is refused (400), its day depends on the zone.
 */
const bound = (which: "from" | "to") => (value: unknown) => {
  const at = temporalFilter(which, value, "instant");
  return (which === "from" ? gte : lte)(stockMovements.occurred_at, at);
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
