import type { Area } from "./area.js";
import { treatmentTypesResource } from "../treatment-types/index.js";
import { servicesResource } from "../services/index.js";
import { membershipsResource } from "../memberships/index.js";
import { serviceAvailabilityResource } from "../service-availability/index.js";

/** Services area (service 15): its resources and once-per-merchant settings. */
export const servicesArea: Area = {
  resources: [
    treatmentTypesResource,
    servicesResource,
    membershipsResource,
    serviceAvailabilityResource,
  ],
  singletons: [],
};
