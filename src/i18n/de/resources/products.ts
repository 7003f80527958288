import type { CatalogueOf } from "../../en";
import type enProducts from "../../en/resources/products";

/**
 * German texts of the products resource (`resources.products`).
 */
const products: CatalogueOf<typeof enProducts> = {
  name: "Produkt |||| Produkte",
  empty: {
    title: "Noch keine Produkte",
    invite:
      "Legen Sie die Produkte an, die Sie verkaufen und verwenden, mit Preisen und Bestand.",
  },
  fields: {
    id: "ID",
    name: "Name",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
    image_path: "Bild",
    barcode: "Barcode",
    sku: "Artikelnummer (SKU)",
    brand_id: "Marke",
    category_id: "Kategorie",
    supplier_id: "Lieferant",
    usage_type: "Verwendung",
    measure_amount: "Menge",
    measure_unit: "Einheit",
    supply_price: "Einkaufspreis",
    retail_price: "Verkaufspreis",
    retail_sales_enabled: "An der Kasse verkaufen",
    commission_enabled: "Provisionsberechtigt",
    tax_rate_id: "Steuersatz",
    track_stock: "Bestand verfolgen",
    low_stock_level: "Mindestbestand",
    reorder_quantity: "Nachbestellmenge",
  },
  filters: {
    search: "Suchen",
    archived: "Nur archivierte",
  },
  usage_types: {
    retail: "Verkauf",
    professional: "Professionell (Behandlung)",
    both: "Verkauf und Behandlung",
  },
  units: {
    ml: "ml",
    g: "g",
    oz: "oz",
    pcs: "Stück",
  },
  sections: {
    pricing: "Preise",
    stock: "Bestand",
  },
  helpers: {
    supplier: "Standardlieferant für Bestellungen.",
    supply_price: "Kosten pro Stück, ohne Steuer.",
    tax_rate: "Leer lassen, um die Produktsteuer des Standorts zu verwenden.",
    location_tax: "Standard des Standorts",
  },
  markup: "Aufschlag: %{pct} %",
  not_for_sale: "Nicht im Verkauf",
  validation: {
    whole_number: "Geben Sie eine ganze Zahl ein.",
    code: "Nur Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche verwenden.",
    measure_amount:
      "Geben Sie eine Menge über 0 ein, z. B. 250 oder 0.5 (bis zu 3 Nachkommastellen).",
    unit_required: "Wählen Sie die Einheit der Menge.",
    not_negative: "Der Wert darf nicht negativ sein.",
    reorder_min: "Mindestens 1 Stück nachbestellen.",
    retail_price_required:
      "Geben Sie einen Verkaufspreis ein oder deaktivieren Sie den Verkauf an der Kasse.",
  },
};

export default products;
