import type { CatalogueOf } from "../../en";
import type enStockMovements from "../../en/resources/stock-movements";

/** German texts of `resources.stock-movements`. */
const stockMovements: CatalogueOf<typeof enStockMovements> = {
  name: "Lagerbewegung |||| Lagerbewegungen",
  fields: {
    id: "Id",
    occurred_at: "Datum",
    product_id: "Produkt",
    product_name: "Produkt",
    location_id: "Standort",
    location_name: "Standort",
    type: "Art",
    quantity_change: "Änderung",
    quantity_after: "Bestand danach",
    unit_cost: "Stückkosten",
    value_change: "Wertänderung",
    reference_label: "Beleg",
    reason_text: "Grund",
    performed_by_name: "Von",
  },
  filters: {
    product_id: "Produkt",
    location_id: "Standort",
    type: "Art",
    from: "Von",
    to: "Bis",
  },
  types: {
    opening_balance: "Anfangsbestand",
    purchase_received: "Wareneingang",
    sale: "Verkauf",
    sale_return: "Rückgabe",
    stock_take_adjustment: "Inventurdifferenz",
    adjust_increase: "Zugang",
    adjust_decrease: "Abgang",
    internal_use: "Eigenverbrauch",
  },
};

export default stockMovements;
