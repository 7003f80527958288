import { useRef, useState } from "react";
import { HttpError, useDataProvider } from "react-admin";
import type { AppDataProvider } from "../providers/dataProvider";

/** A fresh Idempotency-Key (a UUID; a random fallback outside secure contexts). */
export const newIdempotencyKey = (): string => {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

export interface SubmitFailure {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/**
 * Sends the checkout with an `Idempotency-Key`: one key per attempt of this
 * checkout, kept when the answer never came (network error, 5xx) so a retry
 * returns the first result instead of charging twice; a refusal (4xx) was
 * not stored by the server, and the corrected cart goes with a new key.
 */
export function useSubmitCheckout() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = async (body: unknown): Promise<{ id: number } | null> => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFailure(null);
    try {
      return await dataProvider.sendJson<{ id: number }>("sales", {
        body,
        silent: true,
        headers: { "Idempotency-Key": key.current },
      });
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 0;
      const payload =
        e instanceof HttpError
          ? (e.body as { errors?: Record<string, string> } | null)
          : null;
      if (status >= 400 && status < 500) key.current = null;
      setFailure({
        status,
        message: e instanceof Error ? e.message : String(e),
        errors: payload?.errors,
      });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, failure, clearFailure: () => setFailure(null) };
}
