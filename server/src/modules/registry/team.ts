import type { Area } from "./area.js";
import { teamMembersResource } from "../team-members/index.js";
import { shiftPatternsResource } from "../shift-patterns/index.js";
import { shiftOverridesResource } from "../shift-overrides/index.js";
import { timeOffResource } from "../time-off/index.js";
import { commissionPlansResource } from "../commission-plans/index.js";

/** Team area: its resources and once-per-merchant settings. */
export const teamArea: Area = {
  resources: [
    teamMembersResource,
    shiftPatternsResource,
    shiftOverridesResource,
    timeOffResource,
    commissionPlansResource,
  ],
  singletons: [],
};
