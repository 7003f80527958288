/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, refusing connections, or the connection dropped), as opposed
 * to a query it refused. Such a request answers 503 with Retry-After
 * (plugins/errors.ts): trying again shortly is the right thing to do.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that is shutting down, starting up or recovering, or of a lost connection. */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What pg says when a connection ends or cannot be opened in time. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
}

export const DB_UNAVAILABLE_MESSAGE =
  "The database is not available right now. Please try again in a moment.";
/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const DB_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK_CODES.has(code)) return true;
    if (code === "ENOENT" && e.syscall === "connect") return true; // the socket of a stopped server
    if (/^[0-9A-Z]{5}$/.test(code)) {
      // A FATAL error ends the session: it is the server refusing the connection itself.
      if (code.startsWith("08") || UNAVAILABLE_STATES.has(code)) return true;
      if (e.severity === "FATAL" || e.severity === "PANIC") return true;
      return false;
    }
    const message = typeof e.message === "string" ? e.message : "";
    if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
    e = e.cause as ErrorLike | undefined;
  }
  return false;
}
