import type { CatalogueOf } from "../../en";
import type enStockLevels from "../../en/resources/stock-levels";

/** German texts of `resources.stock-levels`. */
const stockLevels: CatalogueOf<typeof enStockLevels> = {
  name: "Lagerbestand |||| Lagerbestand",
  fields: {
    id: "Id",
    product_id: "Produkt",
    product_name: "Produkt",
    sku: "Artikelnummer",
    barcode: "Barcode",
    brand_name: "Marke",
    category_name: "Kategorie",
    supplier_name: "Lieferant",
    location_id: "Standort",
    location_name: "Standort",
    on_hand: "Bestand",
    low_stock_level: "Mindestbestand",
    reorder_quantity: "Nachbestellmenge",
    status: "Status",
    avg_cost: "Durchschnittskosten",
    value_at_cost: "Wert zu Kosten",
    retail_price: "Verkaufspreis",
    value_at_retail: "Wert zu Verkaufspreis",
    actions: "Aktionen",
  },
  filters: {
    location_id: "Standort",
    status: "Status",
    brand_id: "Marke",
    category_id: "Kategorie",
    supplier_id: "Lieferant",
    archived: "Archivierte Produkte einschließen",
  },
  statuses: {
    ok: "Vorrätig",
    low: "Niedrig",
    out: "Ausverkauft",
  },
  actions: {
    adjust: "Bestand anpassen",
    adjust_for: "Bestand anpassen: %{product} in %{location}",
    history: "Verlauf",
    history_for: "Verlauf: %{product} in %{location}",
    movements: "Bewegungsverlauf",
  },
  adjust: {
    title: "Bestand anpassen: %{product} in %{location}",
    type: "Anpassung",
    quantity: "Menge",
    reason: "Grund",
    unit_cost: "Stückkosten",
    unit_cost_help: "Leer: die aktuellen Durchschnittskosten",
    current: "Bestand jetzt: %{count}",
    after: "Bestand nach dem Speichern: %{count}",
    submit: "Bestand anpassen",
    done: "Bestand angepasst: %{product}, Bestand %{count}",
  },
  validation: {
    quantity: "Eine ganze Zahl über 0 eingeben",
    reason: "Einen Grund für die Anpassung angeben",
    not_negative: "Darf nicht negativ sein",
  },
};

export default stockLevels;
