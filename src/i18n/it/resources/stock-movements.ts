import type { CatalogueOf } from "../../en";
import type enStockMovements from "../../en/resources/stock-movements";

/** Italian texts of `resources.stock-movements`. */
const stockMovements: CatalogueOf<typeof enStockMovements> = {
  name: "Movimento di magazzino |||| Movimenti di magazzino",
  fields: {
    id: "Id",
    occurred_at: "Data",
    product_id: "Prodotto",
    product_name: "Prodotto",
    location_id: "Sede",
    location_name: "Sede",
    type: "Tipo",
    quantity_change: "Variazione",
    quantity_after: "Disponibile dopo",
    unit_cost: "Costo unitario",
    value_change: "Variazione di valore",
    reference_label: "Documento",
    reason_text: "Motivo",
    performed_by_name: "Da",
  },
  filters: {
    product_id: "Prodotto",
    location_id: "Sede",
    type: "Tipo",
    from: "Dal",
    to: "Al",
  },
  types: {
    opening_balance: "Giacenza iniziale",
    purchase_received: "Acquisto ricevuto",
    sale: "Vendita",
    sale_return: "Reso di vendita",
    stock_take_adjustment: "Rettifica da inventario",
    adjust_increase: "Aumento",
    adjust_decrease: "Diminuzione",
    internal_use: "Uso interno",
  },
};

export default stockMovements;
