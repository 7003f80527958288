import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { locations } from "../locations/locations.js";
import { products } from "../products/products.js";
import { services } from "../services/services.js";
import { deals } from "./deals.js";

/**
 * Join tables of deals (DOMAIN §3.27), links go with the deal. `item_ids` is
 * deal_services for `selected_services`, deal_products for
 * `selected_products`; linked services, products and locations are archived,
 * not deleted.
 */

export const dealServices = pgTable(
  "deal_services",
  {
    deal_id: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.deal_id, t.service_id] }),
    index("deal_services_service_idx").on(t.service_id),
  ],
);

export const dealProducts = pgTable(
  "deal_products",
  {
    deal_id: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.deal_id, t.product_id] }),
    index("deal_products_product_idx").on(t.product_id),
  ],
);

/** `deals.location_ids` (at least one). */
export const dealLocations = pgTable(
  "deal_locations",
  {
    deal_id: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.deal_id, t.location_id] }),
    index("deal_locations_location_idx").on(t.location_id),
  ],
);
