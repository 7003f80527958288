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
 * `count` consecutive references at once (bulk inserts such as the demo
 * seed), under the same lock and rollback rules as nextDocumentNumber.
 */
export async function reserveDocumentNumbers(
  tx: Tx,
  merchantId: number,
  kind: DocumentKind,
  count: number,
): Promise<string[]> {
  if (count < 1) return [];
  const result = await tx.execute<{ last_value: string | number }>(sql`
    insert into document_counters (merchant_id, kind, last_value)
    values (${merchantId}, ${kind}, ${count})
    on conflict (merchant_id, kind)
    do update set last_value = document_counters.last_value + ${count}
    returning last_value`);
  const last = Number(result.rows[0]!.last_value);
  return Array.from({ length: count }, (_, i) =>
    formatDocumentNumber(kind, last - count + 1 + i),
  );
}
