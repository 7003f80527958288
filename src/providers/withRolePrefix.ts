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
  "action",
]);

export const prefixResource = (
  resource: string,
  kind: "read" | "write",
  role: number | undefined,
): string => {
  if (role === MERCHANT_ROLE) return `merchant/${resource}`;
  return kind === "write" ? `staff/${resource}` : resource;
};

/** Reads that may ask for a resource's short option list (`meta: { options: true }`). */
const OPTION_READS = new Set(["getList", "getMany", "getManyReference"]);

const wantsOptions = (name: string, args: unknown[]) =>
  OPTION_READS.has(name) &&
  (args[0] as { meta?: { options?: boolean } } | undefined)?.meta?.options ===
    true;

/**
 * Rewrites the resource name per SPEC §7 before the call reaches the base
 * provider. React-admin's cache keys keep the bare name. A read with
 * `meta: { options: true }` goes to `<resource>/options`: the id-and-name list
 * any signed-in user may read, for pickers (ReferenceInput queryOptions).
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
        prefixResource(
          wantsOptions(name, args) ? `${resource}/options` : resource,
          kind,
          readRole(),
        ),
        ...args,
      );
  }
  return wrapped as T;
};
