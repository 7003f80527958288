import { gte, lte } from "drizzle-orm";
import { locations, purchaseOrders, suppliers } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { nextDocumentNumber } from "../../lib/documentNumbers.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import { temporalFilter } from "../../lib/simpleRest.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  decorateOrders,
  linesOf,
  orderTotals,
  productInfo,
  resolveLines,
  saveLines,
  type ResolvedLine,
} from "./lines.js";
import { checkEditable, orderIs } from "./rules.js";
import { purchaseOrderSchemas, type LineInput } from "./schemas.js";
import { purchaseOrderActions } from "./routes.js";
import { todayAt } from "./drafts.js";
import { wasEmailed, withEmails } from "./orderEmailHistory.js";

type Row = Record<string, unknown>;

/** `filter.from` / `filter.to` on the order date: a date like 2026-03-01. */
const orderDateFilter = (key: string, value: unknown) =>
  temporalFilter(key, value, "date");

/**
 * Decides a draft's lines and totals (server-side, read-only for clients)
 * and, on create, its number and status; refuses edits its status locks.
 */
async function validateOrder({ req, tx, body, existing }: HookContext) {
  const merchantId = tenantOf(req);
  const stored = existing
    ? await linesOf(tx, merchantId, existing.id as number)
    : [];
  if (existing && existing.status !== "draft") {
    checkEditable(existing, body, stored);
    delete body.lines; // unchanged (checked above): nothing to save
    return;
  }
  const v = { ...existing, ...body } as Row;
  const locationId = v.location_id as number;
  const sent = body.lines as LineInput[] | undefined;
  const given: LineInput[] =
    sent ??
    stored.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      quantity_ordered: l.quantity_ordered,
      unit_cost: l.unit_cost,
      note: l.note,
    }));
  const info = await productInfo(
    tx,
    merchantId,
    locationId,
    given.map((l) => l.product_id),
  );
  const lines = resolveLines(
    given,
    info,
    new Map(stored.map((l) => [l.id, l])),
  );
  // Totals follow the current lines, costs, tax rates and shipping on every save of a draft.
  Object.assign(body, orderTotals(lines, (v.shipping_cost as number) ?? 0));
  if (sent || !existing) body.lines = lines;
  if (!existing) {
    body.po_number = await nextDocumentNumber(tx, merchantId, "purchase_order");
    body.status = "draft";
    body.order_date ??= await todayAt(tx, merchantId, locationId);
  }
  const orderDate = (body.order_date ?? existing?.order_date) as string;
  if (v.expected_date && (v.expected_date as string) < orderDate)
    throw invalid({
      expected_date: "The expected date cannot be before the order date.",
    });
}

async function saveOrderLines({
  req,
  tx,
  body,
  row,
}: HookContext & { row: Row }) {
  if (body.lines === undefined) return;
  await saveLines(
    tx,
    tenantOf(req),
    row.id as number,
    body.lines as ResolvedLine[],
  );
}

/**
 * Purchase orders (service 5, DOMAIN §3.13): a draft is edited and deleted
 * freely; the transitions (order, receive, cancel, close short) and the
 * e-mail to the supplier are routes of their own (routes.ts).
 */
export const purchaseOrdersResource = defineResource({
  name: "purchase-orders",
  table: purchaseOrders,
  serviceId: 5,
  schemas: purchaseOrderSchemas,
  references: { supplier_id: suppliers, location_id: locations },
  optionFields: ["po_number", "status"],
  customFilters: {
    from: (v) => gte(purchaseOrders.order_date, orderDateFilter("from", v)),
    to: (v) => lte(purchaseOrders.order_date, orderDateFilter("to", v)),
  },
  uniqueMessages: {
    purchase_order_lines_order_product_key: [
      "lines",
      "A product can be on only one line of an order.",
    ],
  },
  checkMessages: {
    purchase_orders_expected_date_check: [
      "expected_date",
      "The expected date cannot be before the order date.",
    ],
  },
  hooks: {
    validate: validateOrder,
    afterWrite: saveOrderLines,
    beforeDelete: async ({ req, tx, existing }) => {
      if (existing.status !== "draft")
        throw conflict(
          `${orderIs(existing)}: only a draft order can be deleted. Cancel it instead.`,
        );
      if (await wasEmailed(tx, tenantOf(req), existing.id as number))
        throw conflict(
          "This draft was e-mailed to the supplier: cancel it instead, so its e-mails stay on record.",
        );
    },
    decorate: async (db, rows) =>
      withEmails(db, await decorateOrders(db, rows)),
  },
  actions: purchaseOrderActions,
});
