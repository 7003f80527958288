import type { Area } from "./area.js";
import { clientsResource } from "../clients/index.js";

/** Clients area: its resources and once-per-merchant settings. */
export const clientsArea: Area = {
  resources: [clientsResource],
  singletons: [],
};
