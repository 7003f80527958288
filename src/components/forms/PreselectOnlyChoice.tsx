import { useEffect, type ReactNode } from "react";
import { useChoicesContext, useRecordContext } from "react-admin";
import { useFormContext } from "react-hook-form";

const isEmpty = (value: unknown) =>
  value == null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Inside a ReferenceInput or ReferenceArrayInput of a new record: when there
 * is one choice only (a business with one location), it is chosen already.
 * The form stays untouched (not dirty), so leaving it does not ask.
 *
 * @example
 * <ReferenceArrayInput source="location_ids" reference="locations">
 *   <PreselectOnlyChoice><AutocompleteArrayInput /></PreselectOnlyChoice>
 * </ReferenceArrayInput>
 */
export const PreselectOnlyChoice = ({ children }: { children: ReactNode }) => {
  const { allChoices, total, isPending, source } = useChoicesContext();
  const record = useRecordContext();
  const { getValues, setValue } = useFormContext();
  const onlyId =
    !isPending && total === 1 && allChoices?.length === 1
      ? allChoices[0].id
      : undefined;
  const isNew = record?.id == null;
  useEffect(() => {
    if (!isNew || onlyId === undefined) return;
    const current = getValues(source);
    if (!isEmpty(current)) return;
    setValue(source, Array.isArray(current) ? [onlyId] : onlyId, {
      shouldDirty: false,
    });
  }, [isNew, onlyId, source, getValues, setValue]);
  return <>{children}</>;
};
