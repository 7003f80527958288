/**
 * OpenAPI names of the generated routes (resources and settings records), one
 * scheme for all: `listClients`, `getClient`, `createClient`, `exportClients`,
 * `listClientOptions`, `getBusinessDetails`. The route declares the name for
 * the business owner; the docs plugin (plugins/openapiOperations.ts) prefixes
 * `staff` on routes only staff may call, so `staffListClients`.
 */
export type CrudKind =
  "list" | "options" | "export" | "get" | "create" | "update" | "delete";
export type SettingsKind = "get" | "update";

export interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
}

/** Last words that name one record as they are ("tip settings", "working hours"). */
const SAME_IN_SINGULAR = new Set(["settings", "details", "hours"]);

/** "clients" → "client", "product-categories" → "product-category", "time-off" stays. */
export function singular(name: string): string {
  const words = name.split("-");
  const last = words.pop()!;
  const one = SAME_IN_SINGULAR.has(last)
    ? last
    : last.endsWith("ies")
      ? `${last.slice(0, -3)}y`
      : last.endsWith("s") && !last.endsWith("ss")
        ? last.slice(0, -1)
        : last;
  return [...words, one].join("-");
}

const pascal = (name: string) =>
  name
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
const words = (name: string) => name.replaceAll("-", " ");

/** Name, summary and description of one generated route of resource `name` (kebab-case plural). */
export function crudOperation(kind: CrudKind, name: string): OperationDoc {
  const one = singular(name);
  const [id, summary, description] = {
    list: [
      `list${pascal(name)}`,
      `List ${words(name)}`,
      `One page of ${words(name)} as a JSON array, by react-admin's simple-rest list contract: \`sort\` (\`["field","ASC"]\`), \`range\` (\`[first,last]\`, at most 100 rows) and \`filter\` (a JSON object; \`q\` searches). The \`Content-Range\` header carries the total.`,
    ],
    options: [
      `list${pascal(one)}Options`,
      `List ${words(one)} options for pickers`,
      `The short list a picker needs: the id and label fields of each ${words(one)} (and \`archived_at\`), one page at a time with the \`Content-Range\` header.`,
    ],
    export: [
      `export${pascal(name)}`,
      `Export ${words(name)} as CSV`,
      `Every ${words(one)} matching \`filter\`, in \`sort\` order, as a CSV file (UTF-8 with a byte order mark, a header row of field names, at most 100,000 rows), sent as an attachment named \`${name}-<date>.csv\`.`,
    ],
    get: [
      `get${pascal(one)}`,
      `Get ${words(one)} by id`,
      `One ${words(one)} of the caller's business. Answers 404 when it does not exist or belongs to another business.`,
    ],
    create: [
      `create${pascal(one)}`,
      `Create ${words(one)}`,
      `Validates the body, saves a new ${words(one)} in the caller's business and answers the stored record with status 201.`,
    ],
    update: [
      `update${pascal(one)}`,
      `Update ${words(one)}`,
      `Validates the fields given in the body, changes only those on the ${words(one)} with this id and answers the stored record.`,
    ],
    delete: [
      `delete${pascal(one)}`,
      `Delete ${words(one)}`,
      `Deletes the ${words(one)} and answers the record as it was. A record that others still point at is archived instead where the resource can be archived, and refused with 409 otherwise.`,
    ],
  }[kind];
  return { operationId: id, summary, description };
}

/** Name, summary and description of a once-per-business settings record route (`<name>/current`). */
export function settingsOperation(
  kind: SettingsKind,
  name: string,
): OperationDoc {
  return kind === "get"
    ? {
        operationId: `get${pascal(name)}`,
        summary: `Get ${words(name)}`,
        description: `The caller's business ${words(name)} (id \`current\`), created with its defaults on first read.`,
      }
    : {
        operationId: `update${pascal(name)}`,
        summary: `Update ${words(name)}`,
        description: `Validates the fields given in the body, changes only those on the business ${words(name)} (id \`current\`) and answers the stored record.`,
      };
}
