/** Reads PostgreSQL error fields through Drizzle's wrapper (DrizzleQueryError keeps the driver error as `cause`). */
interface PgLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function driverError(err: unknown): PgLike | undefined {
  let e = err as PgLike | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgLike | undefined;
  }
  return undefined;
}

export const pgErrorCode = (err: unknown) => driverError(err)?.code;
export const pgConstraint = (err: unknown) => driverError(err)?.constraint;
