import type { Area } from "./area.js";

/** Products area: its resources and once-per-merchant settings. */
export const productsArea: Area = {
  resources: [],
  singletons: [],
};
