import type { Area } from "./area.js";
import { resourcesResource } from "../resources/index.js";
import { resourceCategoriesResource } from "../resource-categories/index.js";
import {
  resourceHourOverridesResource,
  resourceWorkingHoursResource,
} from "../resource-working-hours/index.js";

/** Resources area: its resources and once-per-merchant settings. */
export const resourcesArea: Area = {
  resources: [
    resourcesResource,
    resourceCategoriesResource,
    resourceWorkingHoursResource,
    resourceHourOverridesResource,
  ],
  singletons: [],
};
