/**
 * PostgreSQL's "2026-11-22 00:19:16.735713+00" as ISO 8601
 * "2026-11-22T00:19:16.735713Z". A value it cannot read (a year beyond 9999
 * stored before inputs were bounded) is sent as stored rather than failing
 * the whole answer; `npm run db:check` reports such rows.
 */
export function isoInstant(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\+00$/.exec(
    value,
  );
  if (m) return `${m[1]}T${m[2]}Z`;
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString();
}
