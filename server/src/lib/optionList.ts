import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ResourceDef } from "./crudRoutes.js";
import type { ListSpec } from "./simpleRest.js";

/** Column types whose values are words a person reads (a name, a code). */
const LABEL_TYPES = new Set(["PgText", "PgVarchar", "PgChar"]);

const pick = <T>(record: Record<string, T> | undefined, keys: string[]) =>
  Object.fromEntries(
    keys
      .filter((k) => record && Object.hasOwn(record, k))
      .map((k) => [k, record![k]]),
  ) as Record<string, T>;

/**
 * The list contract of `<name>/options`, which every signed-in user of the
 * merchant may read: it only answers about what it sends. Filters on `id`,
 * the option fields and `archived`; sorts by those (a foreign key by the
 * referenced row's label); `q` matches words of the option fields' text.
 * Any other column, sort key or custom filter is refused with 400 by
 * planList, so the list cannot be questioned about hidden columns
 * (`filter={"email_gte":"m"}`).
 */
export function optionListSpec(def: ResourceDef): ListSpec {
  const shown = [
    "id",
    ...def.optionFieldNames,
    ...(def.list.archivedAt ? ["archived_at"] : []),
  ];
  const columns = pick(def.list.columns, shown);
  const labels = def.optionFieldNames
    .map((f) => columns[f])
    .filter((c): c is PgColumn => LABEL_TYPES.has(c.columnType));
  return {
    id: def.list.id,
    columns,
    valueSchemas: pick(def.list.valueSchemas, shown),
    sorts: pick(def.list.sorts, def.optionFieldNames),
    archivedAt: def.list.archivedAt,
    // The search column keeps its trigram index in use; the label condition
    // drops rows that only matched on a column the list does not send.
    search: labels.length ? def.list.search : undefined,
    label: labels.length
      ? sql`lower(concat_ws(' ', ${sql.join(labels, sql`, `)}))`
      : undefined,
  };
}
