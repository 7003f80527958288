/** A react-admin validator: whole numbers only (an empty value passes). */
export const wholeNumber =
  (message: string) =>
  (value: unknown): string | undefined =>
    value == null || value === "" || Number.isInteger(Number(value))
      ? undefined
      : message;
