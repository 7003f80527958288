import { sql, type SQL } from "drizzle-orm";
import {
  locations,
  stockTakeLines,
  stockTakes,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { nextDocumentNumber } from "../../lib/documentNumbers.js";
import { sameBusinessRow, tenantOf } from "../../lib/tenantScope.js";
import { tooLargeAmount } from "../../lib/amounts.js";
import { checkTakeAmounts, LINE_COST_DIFFERENCE } from "./amounts.js";
import { decorateTakes, saveCounts } from "./lines.js";
import { stockTakeActions } from "./routes.js";
import { stockTakeSchemas, type CountInput } from "./schemas.js";
import { checkScope, snapshotLines } from "./snapshot.js";
import { requireInProgress } from "./workflow.js";

type Row = Record<string, unknown>;

/** A total over the take's counted lines, for sorting the list (decorateTakes shows the same). */
const countedTotal = (total: SQL) =>
  sql`(select ${total} from ${stockTakeLines}
    where ${sameBusinessRow(stockTakes, stockTakeLines.stock_take_id)}
      and ${stockTakeLines.counted_qty} is not null)`;

/** Start: the scope is checked and the reference and status are the server's. Count: only in progress. */
async function validateTake({ req, tx, body, existing }: HookContext) {
  if (existing) return requireInProgress(existing, "counted or edited");
  const merchantId = tenantOf(req);
  await checkScope(tx, merchantId, body);
  body.reference = await nextDocumentNumber(tx, merchantId, "stock_take");
  body.status = "in_progress";
}

async function afterTakeWrite({
  req,
  tx,
  body,
  existing,
  row,
}: HookContext & { row: Row }) {
  if (!existing) return snapshotLines(tx, row);
  await saveCounts(
    tx,
    tenantOf(req),
    row.id as number,
    (body.lines as CountInput[] | undefined) ?? [],
  );
  await checkTakeAmounts(tx, tenantOf(req), row.id as number);
}

/**
 * Stock takes (service 5, DOMAIN §3.14): POST starts one with its snapshot,
 * PUT saves counts (partial: only the lines sent), and routes.ts completes,
 * cancels and re-snapshots. Never deleted: cancelled instead.
 */
export const stockTakesResource = defineResource({
  name: "stock-takes",
  table: stockTakes,
  serviceId: 5,
  schemas: stockTakeSchemas,
  references: { location_id: locations },
  optionFields: ["reference", "status"],
  sorts: {
    counted_lines: countedTotal(sql`count(*)`),
    variance_units: countedTotal(
      sql`coalesce(sum(${stockTakeLines.difference}), 0)`,
    ),
    variance_cost: countedTotal(
      sql`coalesce(sum(${stockTakeLines.cost_difference}), 0)`,
    ),
  },
  checkMessages: {
    stock_take_lines_cost_difference_check: [
      "lines",
      tooLargeAmount(LINE_COST_DIFFERENCE),
    ],
  },
  deleteRefusal:
    "A stock take is never deleted: cancel it while it is in progress.",
  hooks: {
    validate: validateTake,
    afterWrite: afterTakeWrite,
    decorate: decorateTakes,
  },
  actions: stockTakeActions,
});
