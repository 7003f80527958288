import { menuItems, type MenuNode } from "../../layout/menuItems";
import { AREA_SERVICE_IDS } from "./teamMemberModel";

/** A heading of the permission grid: a top-level menu entry or group and the areas under it. */
export interface PermissionGroup {
  key: string;
  labelKey: string;
  ids: number[];
}

const idsUnder = (node: MenuNode): number[] =>
  node.kind === "entry"
    ? [...node.serviceIds]
    : node.children.flatMap(idsUnder);

/**
 * The grantable areas grouped as the menu is grouped, in menu order (each
 * area under the first top-level entry that uses it); the menu is the one
 * place that knows the order.
 */
export const permissionGroups = (
  nodes: readonly MenuNode[] = menuItems,
  grantable: readonly number[] = AREA_SERVICE_IDS,
): PermissionGroup[] => {
  const seen = new Set<number>();
  const groups = nodes.flatMap((node) => {
    const ids = idsUnder(node).filter((id) => {
      if (!grantable.includes(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    return ids.length ? [{ key: node.key, labelKey: node.labelKey, ids }] : [];
  });
  const rest = grantable.filter((id) => !seen.has(id));
  return rest.length
    ? [
        ...groups,
        {
          key: "other",
          labelKey: "resources.team-members.login.other",
          ids: [...rest],
        },
      ]
    : groups;
};

export type PresetKey = "reception" | "therapist" | "manager";

/** Typical roles that fill the grid in (then adjusted by hand). */
export const PERMISSION_PRESETS: Record<PresetKey, readonly number[]> = {
  // The front desk: bookings, clients, retail and vouchers.
  reception: [2, 3, 4, 6],
  // Their own calendar and the clients they treat.
  therapist: [2, 3],
  // Everything but the business settings.
  manager: AREA_SERVICE_IDS.filter((id) => id !== 14),
};
