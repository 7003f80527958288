import { useStore } from "react-admin";
import { getCurrentUser } from "../providers/currentUser";
import { useServiceChoices } from "../resources/appointments/useServiceChoices";
import { memberColour } from "./calendarColours";

export type ColourBy = "member" | "category";

/**
 * What a block's colour says (issue 23): its team member or its service's
 * category (treatment type), kept per user in the browser like the
 * calendar's other choices (react-admin's store).
 */
export const useColourBy = () => {
  const user = getCurrentUser();
  return useStore<ColourBy>(
    `calendar.${user?.merchant_id ?? ""}.${user?.sub ?? ""}.colourBy`,
    "member",
  );
};

export interface CategoryColour {
  id: number;
  name: string;
  colour: string;
}

/**
 * The service categories (treatment types) with their calendar colours (a
 * palette colour, by id, where none is set), and, when `on`, the colour of
 * a service by its category.
 */
export const useCategoryColours = (on: boolean) => {
  const services = useServiceChoices();
  const categories = new Map<number, CategoryColour>();
  const byService = new Map<number, string>();
  for (const s of services) {
    const t = s.treatment_type;
    if (!t) continue;
    const colour = memberColour(t.id, t.colour);
    byService.set(s.id, colour);
    if (!categories.has(t.id))
      categories.set(t.id, { id: t.id, name: t.name, colour });
  }
  return {
    categories: [...categories.values()],
    serviceColourOf: on
      ? (serviceId: number) => byService.get(serviceId) ?? null
      : undefined,
  };
};
