import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { locations } from "../locations/locations.js";
import { services } from "../services/services.js";
import { voucherTypes } from "./voucherTypes.js";

/** `voucher_types.service_ids` (when redeemable_for = 'selected_services'); links go with the voucher type. */
export const voucherTypeServices = pgTable(
  "voucher_type_services",
  {
    voucher_type_id: integer("voucher_type_id")
      .notNull()
      .references(() => voucherTypes.id, { onDelete: "cascade" }),
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.voucher_type_id, t.service_id] }),
    index("voucher_type_services_service_idx").on(t.service_id),
  ],
);

/** `voucher_types.location_ids`: where it is sold. */
export const voucherTypeLocations = pgTable(
  "voucher_type_locations",
  {
    voucher_type_id: integer("voucher_type_id")
      .notNull()
      .references(() => voucherTypes.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.voucher_type_id, t.location_id] }),
    index("voucher_type_locations_location_idx").on(t.location_id),
  ],
);
