import type { CatalogueOf } from "../../en";
import type enStockLevels from "../../en/resources/stock-levels";

/** Italian texts of `resources.stock-levels`. */
const stockLevels: CatalogueOf<typeof enStockLevels> = {
  name: "Giacenze |||| Giacenze",
  fields: {
    id: "Id",
    product_id: "Prodotto",
    product_name: "Prodotto",
    sku: "SKU",
    barcode: "Codice a barre",
    brand_name: "Marca",
    category_name: "Categoria",
    supplier_name: "Fornitore",
    location_id: "Sede",
    location_name: "Sede",
    on_hand: "Disponibile",
    low_stock_level: "Livello scorta minima",
    reorder_quantity: "Quantità di riordino",
    status: "Stato",
    avg_cost: "Costo medio",
    value_at_cost: "Valore al costo",
    retail_price: "Prezzo di vendita",
    value_at_retail: "Valore al prezzo di vendita",
    actions: "Azioni",
  },
  filters: {
    location_id: "Sede",
    status: "Stato",
    brand_id: "Marca",
    category_id: "Categoria",
    supplier_id: "Fornitore",
    archived: "Includi prodotti archiviati",
  },
  statuses: {
    ok: "Disponibile",
    low: "Scarso",
    out: "Esaurito",
  },
  actions: {
    adjust: "Rettifica giacenza",
    adjust_for: "Rettifica giacenza: %{product} presso %{location}",
    history: "Storico",
    history_for: "Storico: %{product} presso %{location}",
    movements: "Storico movimenti",
  },
  adjust: {
    title: "Rettifica giacenza: %{product} presso %{location}",
    type: "Rettifica",
    quantity: "Quantità",
    reason: "Motivo",
    unit_cost: "Costo unitario",
    unit_cost_help: "Vuoto: il costo medio attuale",
    current: "Disponibile ora: %{count}",
    after: "Disponibile dopo il salvataggio: %{count}",
    submit: "Rettifica giacenza",
    done: "Giacenza rettificata: %{product}, disponibile %{count}",
  },
  validation: {
    quantity: "Inserisci un numero intero maggiore di 0",
    reason: "Indica il motivo della rettifica",
    not_negative: "Non può essere negativo",
  },
};

export default stockLevels;
