import type { Service, TreatmentType } from "./serviceTypes";

/** One heading of the service menu and the services under it. */
export interface ServiceGroup {
  /** null: the services without a (known) treatment type, listed last. */
  type: TreatmentType | null;
  services: Service[];
}

/** The list's own sort: display order, the service menu as clients see it. */
export const MENU_SORT = { field: "sort_order", order: "ASC" } as const;

const byDisplayOrder = (
  a: { sort_order?: number; name: string },
  b: { sort_order?: number; name: string },
) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.name.localeCompare(b.name);

/**
 * Services grouped by treatment type, types in their display order
 * (sort_order, then name), services in theirs inside each group; services
 * whose type is unknown come last, in one group without a type.
 */
export const groupByTreatmentType = (
  services: Service[],
  types: TreatmentType[],
): ServiceGroup[] => {
  const known = new Map(types.map((type) => [type.id, type]));
  const groups = [...types].sort(byDisplayOrder).map((type) => ({
    type: type as TreatmentType | null,
    services: services.filter((s) => s.treatment_type_id === type.id),
  }));
  groups.push({
    type: null,
    services: services.filter(
      (s) => s.treatment_type_id == null || !known.has(s.treatment_type_id),
    ),
  });
  return groups
    .filter((group) => group.services.length > 0)
    .map((group) => ({
      ...group,
      services: [...group.services].sort(byDisplayOrder),
    }));
};
