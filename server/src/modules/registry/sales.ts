import type { Area } from "./area.js";
import {
  paymentsResource,
  refundsResource,
  salesResource,
} from "../sales/index.js";

/** Sales area: sales history, the payments ledger and refunds (read resources; checkout writes in sales/routes.ts). */
export const salesArea: Area = {
  resources: [salesResource, paymentsResource, refundsResource],
  singletons: [],
};
