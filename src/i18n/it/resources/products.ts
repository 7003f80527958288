import type { CatalogueOf } from "../../en";
import type enProducts from "../../en/resources/products";

/**
 * Italian texts of the products resource (`resources.products`).
 */
const products: CatalogueOf<typeof enProducts> = {
  name: "Prodotto |||| Prodotti",
  empty: {
    title: "Ancora nessun prodotto",
    invite: "Aggiungi i prodotti che vendi e usi, con prezzi e giacenze.",
  },
  fields: {
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
    image_path: "Immagine",
    barcode: "Codice a barre",
    sku: "SKU",
    brand_id: "Marchio",
    category_id: "Categoria",
    supplier_id: "Fornitore",
    usage_type: "Uso",
    measure_amount: "Quantità",
    measure_unit: "Unità",
    supply_price: "Prezzo di acquisto",
    retail_price: "Prezzo di vendita",
    retail_sales_enabled: "Vendibile in cassa",
    commission_enabled: "Genera provvigione",
    tax_rate_id: "Aliquota",
    track_stock: "Gestisci magazzino",
    low_stock_level: "Scorta minima",
    reorder_quantity: "Quantità di riordino",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
  },
  usage_types: {
    retail: "Vendita",
    professional: "Professionale (uso interno)",
    both: "Vendita e professionale",
  },
  units: {
    ml: "ml",
    g: "g",
    oz: "oz",
    pcs: "pezzi",
  },
  sections: {
    pricing: "Prezzi",
    stock: "Magazzino",
  },
  helpers: {
    supplier: "Il fornitore predefinito per gli ordini di acquisto.",
    supply_price: "Costo per unità, tasse escluse.",
    tax_rate: "Lascia vuoto per usare l'imposta prodotti della sede.",
    location_tax: "Predefinita della sede",
  },
  markup: "Ricarico: %{pct} %",
  not_for_sale: "Non in vendita",
  validation: {
    whole_number: "Inserisci un numero intero.",
    code: "Usa solo lettere, cifre, trattini, punti e trattini bassi.",
    measure_amount:
      "Inserisci una quantità maggiore di 0, come 250 o 0.5 (fino a 3 decimali).",
    unit_required: "Scegli l'unità della quantità.",
    not_negative: "Il valore non può essere negativo.",
    reorder_min: "Riordina almeno 1 unità.",
    retail_price_required:
      "Inserisci un prezzo di vendita o disattiva la vendita in cassa.",
  },
};

export default products;
