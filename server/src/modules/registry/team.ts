import type { Area } from "./area.js";
import { teamMembersResource } from "../team-members/index.js";

/** Team area: its resources and once-per-merchant settings. */
export const teamArea: Area = {
  resources: [teamMembersResource],
  singletons: [],
};
