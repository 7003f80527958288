/** An error that reaches the client with its status and message (SPEC §8 shape). */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
    public headers?: Record<string, string>,
    /** Extra keys spread into the body (e.g. a booking refusal's `code`, `can_override`, `conflicts`). */
    public details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (
  message = "Your session has expired. Please sign in again.",
) => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new HttpError(403, message);
export const notFound = (message = "The record does not exist.") =>
  new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 422 with per-field messages written as full sentences; the summary is the first one. */
export function invalid(errors: Record<string, string>, message?: string) {
  return new HttpError(
    422,
    message ?? Object.values(errors)[0] ?? "Invalid input.",
    errors,
  );
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    undefined,
    { "Retry-After": String(Math.ceil(retryAfterSeconds)) },
  );
