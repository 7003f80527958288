/** Base of every API call: `VITE_API_URL`, or `/wellness` on the same host. */
export const API_URL: string = (
  (import.meta.env.VITE_API_URL as string | undefined) || "/wellness"
).replace(/\/+$/, "");
