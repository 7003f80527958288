import { HttpError } from "react-admin";

/** Field errors of a 422 answer (`errors: { field: message }`), if any. */
export const serverFieldErrors = (
  error: unknown,
): Record<string, string> | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== "object") return undefined;
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
};

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
