import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";

/**
 * Sort keys for list columns whose stored value is not what people see
 * (ListSpec.sorts): a foreign key shows the referenced row's name, a
 * validity shows "6 months".
 */

/** A referenced table as resources declare it (a drizzle table with an id). */
type Referenced = { id: PgColumn };

const ALIAS = "sort_ref";

/**
 * The label the SPA shows for a referenced row (its `name`, or a person's
 * "first last"), read with a correlated subquery; undefined when the table
 * has no such columns. The alias keeps self-references unambiguous.
 */
export function referenceLabel(
  target: Referenced,
  foreignKey: PgColumn,
): SQL | undefined {
  const ref = alias(target as unknown as PgTable, ALIAS);
  const cols = getTableColumns(ref) as Record<string, PgColumn>;
  const label = cols.name
    ? sql`${cols.name}`
    : cols.first_name
      ? sql`concat_ws(' ', ${cols.first_name}, ${cols.last_name})`
      : undefined;
  if (!label) return undefined;
  // Business tables are keyed (merchant_id, id): pairing the merchant uses that key (docs/scaling.md).
  const outer = getTableColumns(foreignKey.table) as Record<string, PgColumn>;
  const sameBusiness =
    cols.merchant_id && outer.merchant_id
      ? sql` and ${cols.merchant_id} = ${outer.merchant_id}`
      : sql``;
  return sql`(select ${label} from ${target} as ${sql.identifier(ALIAS)} where ${cols.id} = ${foreignKey}${sameBusiness})`;
}

/** A sort key per single foreign-key column, by the referenced row's label. */
export function referenceSorts(
  references: Record<string, Referenced>,
  columns: Record<string, PgColumn>,
): Record<string, SQL> {
  const sorts: Record<string, SQL> = {};
  for (const [field, target] of Object.entries(references)) {
    const label = columns[field] && referenceLabel(target, columns[field]);
    if (label) sorts[field] = label;
  }
  return sorts;
}

/** A validity ("6 months") as an approximate number of days, so 1 year sorts after 6 months. */
export const validityLength = (value: PgColumn, unit: PgColumn): SQL =>
  sql`(${value} * case ${unit} when 'years' then 365 when 'months' then 30 else 1 end)`;
