import { fetchUtils, HttpError } from "react-admin";
import { getToken } from "./currentUser";
import { noteAlertedError, showAlert } from "./errorAlert";
import { startLoading, stopLoading } from "./loading";

export interface HttpOptions extends fetchUtils.Options {
  /** Do not publish the global alert: the caller shows the failure itself. */
  silent?: boolean;
}

export type HttpResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

export const MESSAGE_KEYS = {
  title: "app.errors.title",
  invalidInput: "app.errors.invalid_input",
  oops: "app.errors.oops",
  accessDenied: "app.errors.access_denied",
} as const;

const bodyText = (
  body: unknown,
  field: "data" | "message",
): string | undefined => {
  if (!body || typeof body !== "object") return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};

/**
 * True when the answer names the fields it refuses (`errors: { mobile: … }`):
 * the form shows each message on its field, and nothing else is needed.
 * Errors about the whole body (`errors.body`) name no field.
 */
export const hasFieldErrors = (body: unknown): boolean => {
  if (!body || typeof body !== "object") return false;
  const errors = (body as Record<string, unknown>).errors;
  return (
    !!errors &&
    typeof errors === "object" &&
    Object.keys(errors).some((field) => field !== "body")
  );
};

/**
 * SPEC §8: 400/422 → warning titled 'Error' with the answer's `data` text or
 * 'Invalid Input'; 403 → access denied (the user stays signed in); anything
 * else → 'Oops... Some error occurred. Please try again later.'
 * A 400/422 with field errors gets no alert (null): the messages appear on
 * the fields only, never also in a blocking dialog.
 */
export const alertForError = (status: number, body: unknown) => {
  if ((status === 400 || status === 422) && hasFieldErrors(body)) return null;
  if (status === 400 || status === 422) {
    const data = bodyText(body, "data");
    return {
      severity: "warning" as const,
      titleKey: MESSAGE_KEYS.title,
      ...(data ? { message: data } : { messageKey: MESSAGE_KEYS.invalidInput }),
    };
  }
  if (status === 403) {
    return {
      severity: "warning" as const,
      titleKey: MESSAGE_KEYS.title,
      messageKey: MESSAGE_KEYS.accessDenied,
    };
  }
  return {
    severity: "error" as const,
    titleKey: MESSAGE_KEYS.title,
    messageKey: MESSAGE_KEYS.oops,
  };
};

/** Re-throws the failure as an HttpError carrying the server's words. */
export const toHttpError = (error: unknown): HttpError => {
  if (error instanceof HttpError) {
    const text =
      bodyText(error.body, "message") ??
      bodyText(error.body, "data") ??
      error.message;
    return new HttpError(
      text || String(error.status),
      error.status,
      error.body,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(message || MESSAGE_KEYS.oops, 0, null);
};

const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === "AbortError";

export const authHeaders = (headers?: HeadersInit): Headers => {
  const result = new Headers(headers ?? { Accept: "application/json" });
  const token = getToken();
  if (token) result.set("Authorization", `Bearer ${token}`);
  return result;
};

const track = async <T>(
  method: string,
  silent: boolean,
  call: () => Promise<T>,
) => {
  // SPEC §4: the loader turns on for every call except a delete.
  const counts = method.toUpperCase() !== "DELETE";
  if (counts) startLoading();
  try {
    return await call();
  } catch (error) {
    if (isAbort(error)) throw error;
    const httpError = toHttpError(error);
    const alert = silent
      ? null
      : alertForError(httpError.status, httpError.body);
    if (alert) {
      showAlert(alert);
      noteAlertedError(httpError.message);
    }
    throw httpError;
  } finally {
    if (counts) stopLoading();
  }
};

/** fetchJson with the bearer token, the loader and the error mapping. */
export const httpClient = (
  url: string,
  options: HttpOptions = {},
): Promise<HttpResponse> => {
  const { silent = false, ...rest } = options;
  const token = getToken();
  return track(rest.method ?? "GET", silent, () =>
    fetchUtils.fetchJson(url, {
      ...rest,
      user: token
        ? { authenticated: true, token: `Bearer ${token}` }
        : undefined,
    }),
  );
};

/** GET a file as a Blob (SPEC §7), with the same token, loader and errors. */
export const fetchBlob = (
  url: string,
  options: HttpOptions = {},
): Promise<Blob> => {
  const { silent = false, ...rest } = options;
  return track("GET", silent, async () => {
    const response = await fetch(url, {
      ...rest,
      method: "GET",
      headers: authHeaders(rest.headers ?? { Accept: "*/*" }),
    });
    if (!response.ok) {
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      throw new HttpError(response.statusText, response.status, body);
    }
    return response.blob();
  });
};
