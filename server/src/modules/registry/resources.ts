import type { Area } from "./area.js";

/** Resources area: its resources and once-per-merchant settings. */
export const resourcesArea: Area = {
  resources: [],
  singletons: [],
};
