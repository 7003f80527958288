import type { Area } from "./area.js";
import { paymentsResource, refundsResource } from "../sales/index.js";

/**
 * Sales area: the payments ledger and refunds (read resources). Sales
 * themselves are mounted by the checkout module (sales/routes.ts
 * mountSales), as appointments are by the booking module.
 */
export const salesArea: Area = {
  resources: [paymentsResource, refundsResource],
  singletons: [],
};
