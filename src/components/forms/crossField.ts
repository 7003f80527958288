/**
 * A field validator taken from a form-wide rule set: react-admin ignores
 * input validators once a form has `validate` (a resolver), so rules across
 * fields run per input, reading the other values.
 */
export const crossField =
  <T extends object>(
    rules: (values: Partial<T>) => Record<string, string>,
    field: string,
  ) =>
  (_value: unknown, values: Partial<T>): string | undefined =>
    rules(values ?? {})[field];
