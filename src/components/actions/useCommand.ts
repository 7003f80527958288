import { useState } from "react";
import { useResourceAction } from "./useResourceAction";
import { useIdempotencyKey } from "./useIdempotencyKey";

/**
 * A money command of a dialog (pay, refund, void): POST
 * `<resource>/<id>/<path>` with an `Idempotency-Key` (one per attempt,
 * reused on a retry of the same request); a refusal's own sentence (409,
 * 422) kept in `error` for the dialog to show beside the form.
 */
export const useCommand = (resource: string) => {
  const { run, busy } = useResourceAction(resource);
  const { headersFor, done } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const send = async <T>(
    id: number | string,
    path: string,
    data: unknown,
    options: {
      successKey: string;
      successArgs?: (answer: T) => Record<string, unknown>;
      onSuccess: (answer: T) => void;
    },
  ) => {
    setError(null);
    return run<T>(
      { id, path, data, headers: headersFor(data) },
      {
        successKey: options.successKey,
        successArgs: options.successArgs,
        onSuccess: (answer) => {
          done();
          options.onSuccess(answer);
        },
        onError: (failure) => {
          setError(failure.message || "app.errors.oops");
          return true;
        },
      },
    );
  };
  return { send, busy, error };
};
