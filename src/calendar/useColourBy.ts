import { useStore } from "react-admin";
import { getCurrentUser } from "../providers/currentUser";

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
