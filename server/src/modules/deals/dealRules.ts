import { count, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.js";
import { dealProducts, dealServices } from "../../db/schema/index.js";
import type { HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";

type Row = Record<string, unknown>;

const linkCount = async (
  tx: Queryable,
  table: PgTable,
  from: PgColumn,
  id: unknown,
) =>
  id === undefined
    ? 0
    : (
        await tx
          .select({ n: count() })
          .from(table)
          .where(eq(from, id as number))
      )[0].n;

/** Items chosen for a "selected" scope: the ids sent, else the stored links. */
async function chosen(
  tx: Queryable,
  body: Row,
  existing: Row | undefined,
  field: "service_ids" | "product_ids",
) {
  if (Array.isArray(body[field])) return (body[field] as unknown[]).length;
  return field === "service_ids"
    ? linkCount(tx, dealServices, dealServices.deal_id, existing?.id)
    : linkCount(tx, dealProducts, dealProducts.deal_id, existing?.id);
}

/**
 * Rules of DOMAIN §3.27 on the merged row (a PUT is partial): a code for
 * promotion codes, the discount matching its type (percent 0–100 or an
 * amount), the end after the start, items for a "selected" scope; `status`
 * kept in step with archived_at.
 */
export async function validateDeal({ tx, body, existing }: HookContext) {
  const row: Row = { ...existing, ...body };
  const errors: Record<string, string> = {};
  if (row.type === "promotion_code" && !row.code)
    errors.code = "Enter the code clients type to get this promotion.";
  if (row.discount_type === "percent") {
    body.discount_amount = null;
    if (row.discount_pct == null)
      errors.discount_pct = "Enter the discount as a percentage from 0 to 100.";
  } else if (row.discount_type === "fixed") {
    body.discount_pct = null;
    if (row.discount_amount == null)
      errors.discount_amount = "Enter the discount amount.";
  }
  if (
    row.ends_at &&
    row.starts_at &&
    Date.parse(String(row.ends_at)) <= Date.parse(String(row.starts_at))
  )
    errors.ends_at = "The end must be after the start.";
  if (row.applies_to === "selected_services") {
    if (!(await chosen(tx, body, existing, "service_ids")))
      errors.service_ids = "Choose at least one service.";
  } else body.service_ids = [];
  if (row.applies_to === "selected_products") {
    if (!(await chosen(tx, body, existing, "product_ids")))
      errors.product_ids = "Choose at least one product.";
  } else body.product_ids = [];
  if (Object.keys(errors).length) throw invalid(errors);
  syncStatus(body, existing);
}

/** Archiving sets status "archived" and the reverse; restoring makes the deal inactive. */
function syncStatus(body: Row, existing: Row | undefined) {
  const archived = Boolean(existing?.archived_at);
  if (body.status === "archived") {
    if (!archived) body.archived_at = sql`now()`;
  } else if (body.archived_at === null) {
    body.status ??= "inactive";
  } else if (body.status !== undefined && archived) {
    body.archived_at = null;
  }
}

/** numeric arrives as text: the API sends the percentage as a number. */
export async function withNumericPercent(_db: Queryable, rows: Row[]) {
  return rows.map((r) => ({
    ...r,
    discount_pct: r.discount_pct == null ? null : Number(r.discount_pct),
  }));
}
