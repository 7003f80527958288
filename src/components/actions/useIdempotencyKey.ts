import { useCallback, useRef } from "react";

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The `Idempotency-Key` of a money command (docs/checkout-api.md): one key
 * per attempt, reused while the same request is sent again (a retry after a
 * dropped connection answers the first result instead of charging twice); a
 * changed request, or one after a success (`done`), gets a new key.
 */
export const useIdempotencyKey = () => {
  const last = useRef<{ body: string; key: string } | null>(null);
  const headersFor = useCallback((data: unknown) => {
    const body = JSON.stringify(data ?? {});
    if (last.current?.body !== body) last.current = { body, key: newKey() };
    return { "Idempotency-Key": last.current.key };
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { headersFor, done };
};
