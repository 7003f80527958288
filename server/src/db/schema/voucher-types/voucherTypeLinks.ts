import { index, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { services } from "../services/services.js";
import { voucherTypes } from "./voucherTypes.js";

/** `voucher_types.service_ids` (when redeemable_for = 'selected_services'); links go with the voucher type. */
export const voucherTypeServices = pgTable(
  "voucher_type_services",
  {
    merchant_id: tenantColumn(),
    voucher_type_id: refColumn("voucher_type_id").notNull(),
    service_id: refColumn("service_id").notNull(),
  },
  (t) => [
    businessRef(t, t.voucher_type_id, voucherTypes, "cascade"),
    businessRef(t, t.service_id, services),
    businessKey(t, t.voucher_type_id, t.service_id),
    index("voucher_type_services_service_idx").on(t.service_id),
  ],
);

/** `voucher_types.location_ids`: where it is sold. */
export const voucherTypeLocations = pgTable(
  "voucher_type_locations",
  {
    merchant_id: tenantColumn(),
    voucher_type_id: refColumn("voucher_type_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.voucher_type_id, voucherTypes, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.voucher_type_id, t.location_id),
    index("voucher_type_locations_location_idx").on(t.location_id),
  ],
);
