import { isValidElement, useCallback } from "react";
import {
  useGetRecordRepresentation,
  useNotify,
  useTranslate,
  type RaRecord,
} from "react-admin";

export type SavedKind = "created" | "updated" | "deleted" | "archived";

/** First-strong isolates, so a Latin name reads right inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The record's name as the resource represents it (recordRepresentation),
 * or "" when it has none worth showing (react-admin's "#42" fallback, or an
 * element rather than text).
 */
const nameOf = (represented: unknown, record: RaRecord) => {
  if (isValidElement(represented)) return "";
  if (typeof represented !== "string" && typeof represented !== "number")
    return "";
  const name = String(represented).trim();
  return name === `#${record.id}` ? "" : name;
};

/**
 * One success notice for every write: "Client Ada Moreau saved" (the
 * resource's translated singular name and the record's representation)
 * instead of react-admin's "Element updated".
 */
export const useSavedNotice = (resource: string) => {
  const notify = useNotify();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (kind: SavedKind, record: RaRecord, undoable = false) => {
      const name = nameOf(represent(record), record);
      const thing = translate(`resources.${resource}.name`, {
        smart_count: 1,
        _: resource,
      });
      notify(`app.feedback.${kind}${name ? "" : "_unnamed"}`, {
        type: "success",
        messageArgs: { resource: thing, name: isolate(name) },
        undoable,
      });
    },
    [notify, translate, represent, resource],
  );
};
