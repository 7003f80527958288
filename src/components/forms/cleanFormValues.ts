/** Fields the server owns: never sent back on a write. */
const SERVER_FIELDS = [
  "id",
  "created_at",
  "updated_at",
  "archived_at",
  "created_by",
];

/**
 * A copy of form values ready to send: server-owned fields dropped, text
 * trimmed, blank text sent as null. Files, arrays and objects pass untouched.
 */
export const cleanFormValues = <T extends object>(
  values: T,
  drop: readonly string[] = [],
): Partial<T> => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (SERVER_FIELDS.includes(key) || drop.includes(key)) continue;
    const text = typeof value === "string" ? value.trim() : value;
    result[key] = text === "" ? null : text;
  }
  return result as Partial<T>;
};
