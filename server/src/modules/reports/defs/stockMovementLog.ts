import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { STOCK_MOVEMENT_TYPES } from "../../../db/schema/index.js";
import { onLocalDays, wireInstantSql } from "../localDays.js";
import { idFilter } from "../query.js";
import { defineReport } from "../types.js";

const filters = z
  .object({
    product_id: idFilter("the product"),
    brand_id: idFilter("the brand"),
    supplier_id: idFilter("the supplier"),
    type: z
      .enum(STOCK_MOVEMENT_TYPES, {
        error: `The movement type is one of: ${STOCK_MOVEMENT_TYPES.join(", ")}.`,
      })
      .optional(),
    user_id: idFilter("the user"),
  })
  .strict();

/**
 * Stock movement log (DOMAIN §5.5, service 9): the stock ledger in time
 * order, each movement on the local day of its location. The document is
 * the purchase order or stock take number (sales and refunds name their
 * invoice once checkout exists).
 */
export const stockMovementLogReport = defineReport({
  name: "stock-movement-log",
  serviceId: 9,
  summary: "Stock movement log report",
  description:
    "Every stock movement whose time falls on the local days from–to of its location, in time order: product, location, type, document, quantity change, on hand after, unit cost, value change, who and why. Filters: location_id, product_id, brand_id, supplier_id, type, user_id.",
  dated: true,
  filters,
  basis: () => "movement_time",
  columns: () => [
    { key: "occurred_at", type: "datetime" },
    {
      key: "product_name",
      type: "text",
      link: { resource: "products", id: "product_id" },
    },
    { key: "location_name", type: "text" },
    { key: "type", type: "text", values: "movement_type" },
    { key: "reference_label", type: "text" },
    { key: "quantity_change", type: "quantity", total: true },
    { key: "quantity_after", type: "quantity" },
    { key: "unit_cost", type: "money" },
    { key: "value_change", type: "money", total: true },
    { key: "performed_by_name", type: "text" },
    { key: "reason_text", type: "text" },
  ],
  defaultSort: () => ({ key: "occurred_at", order: "asc" }),
  load: async (ctx, q) => {
    const f = q.filters;
    const M = ctx.merchantId;
    const where: SQL[] = [
      sql`m.merchant_id = ${M}`,
      onLocalDays(sql`m.occurred_at`, sql`l.timezone`, q.from, q.to),
    ];
    if (q.location_id !== undefined)
      where.push(sql`m.location_id = ${q.location_id}`);
    if (f.product_id !== undefined)
      where.push(sql`m.product_id = ${f.product_id}`);
    if (f.brand_id !== undefined) where.push(sql`p.brand_id = ${f.brand_id}`);
    if (f.supplier_id !== undefined)
      where.push(sql`p.supplier_id = ${f.supplier_id}`);
    if (f.type !== undefined) where.push(sql`m.type = ${f.type}`);
    if (f.user_id !== undefined) where.push(sql`m.performed_by = ${f.user_id}`);
    const select = () => sql`
      select m.id, ${wireInstantSql(sql`m.occurred_at`)} as occurred_at,
        l.timezone as time_zone, m.product_id, p.name as product_name,
        m.location_id, l.name as location_name, m.type,
        m.reference_type, m.reference_id,
        case m.reference_type when 'purchase_order' then po.po_number
          when 'stock_take' then st.reference end as reference_label,
        m.quantity_change, m.quantity_after, m.unit_cost, m.value_change,
        u.name as performed_by_name, m.reason_text
      from stock_movements m
      join locations l on l.merchant_id = m.merchant_id and l.id = m.location_id
      join products p on p.merchant_id = m.merchant_id and p.id = m.product_id
      left join purchase_orders po on m.reference_type = 'purchase_order'
        and po.merchant_id = m.merchant_id and po.id = m.reference_id
      left join stock_takes st on m.reference_type = 'stock_take'
        and st.merchant_id = m.merchant_id and st.id = m.reference_id
      left join users u on u.id = m.performed_by
      where ${sql.join(where, sql` and `)}`;
    return { kind: "sql", select };
  },
});
