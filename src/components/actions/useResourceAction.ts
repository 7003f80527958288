import { useCallback, useState } from "react";
import {
  useDataProvider,
  useNotify,
  useRefresh,
  type HttpError,
} from "react-admin";
import type { AppDataProvider } from "../../providers/dataProvider";

export interface ActionParams {
  /** The record the action applies to; left out for a collection action. */
  id?: string | number;
  /** The action's path below the record (or resource), e.g. `receive`. */
  path: string;
  /** The JSON body. */
  data?: unknown;
  /** Extra request headers, e.g. `Idempotency-Key` (useIdempotencyKey). */
  headers?: Record<string, string>;
}

export interface RunOptions<T> {
  /** The notice shown after success (a catalogue key). */
  successKey?: string;
  successArgs?:
    Record<string, unknown> | ((data: T) => Record<string, unknown>);
  /**
   * Handles a failure first; returning true means it was handled (e.g. a
   * 409 the screen turns into a question) and no notice is shown.
   */
  onError?: (error: HttpError) => boolean;
  onSuccess?: (data: T) => void;
}

/**
 * Runs a command beyond CRUD (POST `<resource>[/<id>]/<path>` through `dataProvider.sendJson`) for a screen: one at a
 * time (`busy`), the server's own words as the error notice (a refused
 * transition answers 409 naming the current status), a refresh of the
 * cached lists and records afterwards.
 */
export const useResourceAction = (resource: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(
      params: ActionParams,
      options: RunOptions<T> = {},
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const data = await dataProvider.sendJson<T>(resource, {
          path:
            params.id === undefined
              ? params.path
              : `${params.id}/${params.path}`,
          body: params.data,
          silent: true,
          ...(params.headers ? { headers: params.headers } : {}),
        });
        if (options.successKey)
          notify(options.successKey, {
            type: "success",
            messageArgs:
              typeof options.successArgs === "function"
                ? options.successArgs(data)
                : options.successArgs,
          });
        options.onSuccess?.(data);
        refresh();
        return data;
      } catch (error) {
        const failure = error as HttpError;
        if (!options.onError?.(failure))
          notify(failure.message || "app.errors.oops", { type: "error" });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, notify, refresh, resource],
  );

  return { run, busy };
};
