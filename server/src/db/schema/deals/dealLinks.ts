import { index, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
} from "../columns.js";
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
    merchant_id: tenantColumn(),
    deal_id: refColumn("deal_id").notNull(),
    service_id: refColumn("service_id").notNull(),
  },
  (t) => [
    businessRef(t, t.deal_id, deals, "cascade"),
    businessRef(t, t.service_id, services),
    businessKey(t, t.deal_id, t.service_id),
    index("deal_services_service_idx").on(t.service_id),
  ],
);

export const dealProducts = pgTable(
  "deal_products",
  {
    merchant_id: tenantColumn(),
    deal_id: refColumn("deal_id").notNull(),
    product_id: refColumn("product_id").notNull(),
  },
  (t) => [
    businessRef(t, t.deal_id, deals, "cascade"),
    businessRef(t, t.product_id, products),
    businessKey(t, t.deal_id, t.product_id),
    index("deal_products_product_idx").on(t.product_id),
  ],
);

/** `deals.location_ids` (at least one). */
export const dealLocations = pgTable(
  "deal_locations",
  {
    merchant_id: tenantColumn(),
    deal_id: refColumn("deal_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.deal_id, deals, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.deal_id, t.location_id),
    index("deal_locations_location_idx").on(t.location_id),
  ],
);
