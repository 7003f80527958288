import type { DataProvider } from "react-admin";
import { getRole } from "./currentUser";
import { MERCHANT_ROLE } from "./accessControl";

/** Methods that read (GET): merchant/<r> for role 2, <r> for everyone else. */
const READS = new Set([
  "getList",
  "getOne",
  "getMany",
  "getManyReference",
  "getFile",
]);
/** Methods that write: merchant/<r> for role 2, staff/<r> for everyone else. */
const WRITES = new Set([
  "create",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
]);

export const prefixResource = (
  resource: string,
  kind: "read" | "write",
  role: number | undefined,
): string => {
  if (role === MERCHANT_ROLE) return `merchant/${resource}`;
  return kind === "write" ? `staff/${resource}` : resource;
};

/**
 * Rewrites the resource name per SPEC §7 before the call reaches the base
 * provider. React-admin's cache keys keep the bare name.
 */
export const withRolePrefix = <T extends DataProvider>(
  dataProvider: T,
  readRole: () => number | undefined = getRole,
): T => {
  const wrapped: Record<string, unknown> = { ...dataProvider };
  for (const [name, method] of Object.entries(dataProvider)) {
    if (typeof method !== "function") continue;
    const kind = READS.has(name) ? "read" : WRITES.has(name) ? "write" : null;
    if (!kind) continue;
    wrapped[name] = (resource: string, ...args: unknown[]) =>
      method.call(
        dataProvider,
        prefixResource(resource, kind, readRole()),
        ...args,
      );
  }
  return wrapped as T;
};
