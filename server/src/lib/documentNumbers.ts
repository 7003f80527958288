import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import type { DOCUMENT_KINDS } from "../db/schema/index.js";

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The prefix of each document's reference. */
export const DOCUMENT_PREFIXES: Readonly<Record<DocumentKind, string>> = {
  appointment: "A",
  purchase_order: "PO",
  stock_take: "ST",
};

/** `A-000123`: the prefix and the number, zero-padded to at least six digits. */
export const formatDocumentNumber = (kind: DocumentKind, n: number): string =>
  `${DOCUMENT_PREFIXES[kind]}-${String(n).padStart(6, "0")}`;

/**
 * The next reference of a kind for a business. Call it inside the
 * transaction that inserts the document: the counter row stays locked until
 * that transaction ends, so concurrent documents get consecutive numbers, and
 * a rollback gives the number back (none is skipped or reused).
 */
export async function nextDocumentNumber(
  tx: Tx,
  merchantId: number,
  kind: DocumentKind,
): Promise<string> {
  const result = await tx.execute<{ last_value: string | number }>(sql`
    insert into document_counters (merchant_id, kind, last_value)
    values (${merchantId}, ${kind}, 1)
    on conflict (merchant_id, kind)
    do update set last_value = document_counters.last_value + 1
    returning last_value`);
  return formatDocumentNumber(kind, Number(result.rows[0]!.last_value));
}

/**
 * The SQL of `count` consecutive references at once, for a statement that
 * inserts the documents too (the appointments' one statement per booking
 * and per bulk of the demo seed), under the same lock and rollback rules as
 * nextDocumentNumber. `counter` is a data-modifying CTE answering `base`,
 * the number before the first reserved one; `reference(n)` formats number
 * `n` exactly as formatDocumentNumber does. The parameters are named by the
 * caller (`merchant`, `count`: an integer parameter such as `$2::int`).
 * `guard` (a WHERE clause) reserves nothing when it is false: for a
 * statement that may store no document and commit all the same.
 */
export const documentNumberSql = (
  kind: DocumentKind,
  merchant: string,
  count: string,
  guard = "",
) => ({
  counter: `insert into document_counters as d (merchant_id, kind, last_value)
    select ${merchant}, '${kind}', ${count} ${guard}
    on conflict (merchant_id, kind) do update set last_value = d.last_value + ${count}
    returning last_value - ${count} as base`,
  reference: (n: string) =>
    `'${DOCUMENT_PREFIXES[kind]}-' || lpad((${n})::text, greatest(6, length((${n})::text)), '0')`,
});
