import { randomBytes } from "node:crypto";

/**
 * A multipart/form-data body built by hand, for `inject` (light-my-request has
 * no FormData support). Only text fields: the value of each key is sent as is;
 * `undefined` leaves the field out.
 */
export function multipart(fields: Record<string, string | number | undefined>) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
    );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
