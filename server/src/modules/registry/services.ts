import type { Area } from "./area.js";

/** Services area: its resources and once-per-merchant settings. */
export const servicesArea: Area = {
  resources: [],
  singletons: [],
};
