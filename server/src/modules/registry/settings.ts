import type { Area } from "./area.js";

/** Settings area: its resources and once-per-merchant settings. */
export const settingsArea: Area = {
  resources: [],
  singletons: [],
};
