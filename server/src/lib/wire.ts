/** PostgreSQL's "2026-11-22 00:19:16.735713+00" as ISO 8601 "2026-11-22T00:19:16.735713Z". */
export function isoInstant(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\+00$/.exec(
    value,
  );
  return m ? `${m[1]}T${m[2]}Z` : new Date(value).toISOString();
}
