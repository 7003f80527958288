import type { Area } from "./area.js";

/** Promote area: its resources and once-per-merchant settings. */
export const promoteArea: Area = {
  resources: [],
  singletons: [],
};
