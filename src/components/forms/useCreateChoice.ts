import { useCallback, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useCanAccess, useCreate, useTranslate } from "react-admin";

const FAILED = "app.pickers.create_failed";

/** The server's words for a refused create (its summary), else a generic text. */
const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() !== ""
    ? error.message
    : undefined;

/**
 * Creating a picker's referenced record from the text typed into it: only
 * for users who may create in that resource's area (canAccess, the same
 * service id the server checks), through the dataProvider so the server's
 * rules apply. On success the new record is the picker's choice; when the
 * server refuses, `error` holds its message and the field keeps its value.
 */
export const useCreateChoice = (reference: string, source: string) => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({
    resource: reference,
    action: "create",
  });
  const [create] = useCreate();
  const { getValues } = useFormContext();
  const [error, setError] = useState<string>();
  // The refused create hands the old value back to the field: that change
  // must not clear the message explaining the refusal.
  const restoring = useRef(false);

  const onCreate = useCallback(
    async (typed?: string) => {
      try {
        const record = await create(
          reference,
          { data: { name: (typed ?? "").trim() } },
          { returnPromise: true },
        );
        setError(undefined);
        return record;
      } catch (failure) {
        const message = messageOf(failure) ?? FAILED;
        // The server's own words, or a catalogue key (httpClient's "oops").
        setError(translate(message, { _: message }));
        restoring.current = true;
        // react-admin selects what this returns: the value the field had.
        return { id: getValues(source) ?? "" };
      }
    },
    [create, getValues, reference, source, translate],
  );

  const clearError = useCallback(() => setError(undefined), []);

  /** Another choice, or a typed change, ends the message. */
  const onChange = useCallback(() => {
    if (restoring.current) restoring.current = false;
    else setError(undefined);
  }, []);

  return { canCreate: canAccess, onCreate, error, clearError, onChange };
};
