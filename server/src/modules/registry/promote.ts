import type { Area } from "./area.js";
import { dealsResource } from "../deals/index.js";
import { voucherTypesResource } from "../voucher-types/index.js";
import { vouchersResource } from "../vouchers/index.js";
import { voucherSettingsSingleton } from "../voucher-settings/index.js";

/** Promote area: its resources and once-per-merchant settings. */
export const promoteArea: Area = {
  resources: [dealsResource, voucherTypesResource, vouchersResource],
  singletons: [voucherSettingsSingleton],
};
