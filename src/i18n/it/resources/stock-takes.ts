import type { CatalogueOf } from "../../en";
import type enStockTakes from "../../en/resources/stock-takes";

/** Italian texts of `resources.stock-takes`. */
const stockTakes: CatalogueOf<typeof enStockTakes> = {
  name: "Inventario |||| Inventari",
  fields: {
    id: "Id",
    reference: "Riferimento",
    location_id: "Sede",
    location_name: "Sede",
    scope: "Ambito",
    scope_ids: "Ambito",
    status: "Stato",
    started_at: "Iniziato",
    completed_at: "Completato",
    notes: "Note",
    counted_lines: "Contate",
    total_lines: "Righe",
    variance_units: "Differenza (unità)",
    variance_cost: "Differenza al costo",
    product_name: "Prodotto",
    expected_qty: "Atteso",
    counted_qty: "Contato",
    difference: "Differenza",
    unit_cost: "Costo unitario",
    cost_difference: "Differenza al costo",
  },
  filters: {
    status: "Stato",
    location_id: "Sede",
  },
  statuses: {
    in_progress: "In corso",
    completed: "Completato",
    cancelled: "Annullato",
  },
  scopes: {
    all: "Tutti i prodotti",
    category: "Categorie",
    brand: "Marche",
    selected: "Prodotti selezionati",
  },
  scope_labels: {
    category: "Categorie",
    brand: "Marche",
    selected: "Prodotti",
  },
  validation: {
    scope_ids: "Scegline almeno uno",
    count: "Numero intero, 0 o più",
  },
  actions: {
    start: "Avvia inventario",
    complete: "Completa",
    resnapshot: "Rileva di nuovo le righe movimentate (%{smart_count})",
    cancel: "Annulla inventario",
  },
  count: {
    progress: "%{counted} di %{total} contate",
    scan: "Scansiona o digita codice a barre / SKU",
    scan_help: "Invio trova il prodotto; Invio nel conteggio salva e torna qui",
    save: "Salva conteggi",
    saved: "Conteggi salvati (%{smart_count})",
    not_found: "Nessuna riga di questo inventario corrisponde a «%{code}»",
    found: "%{product}: digita il conteggio, poi Invio",
    lines: "Righe da contare",
    codes: "SKU · codice a barre",
    moved: "Movimentato dall'inizio del conteggio",
    counted_for: "Contato: %{product}",
    save_first: "Salva i conteggi prima di completare",
  },
  resnapshot: {
    help: "%{smart_count} riga/e movimentate dopo l'inizio del conteggio (vendita o ricevimento): rilevale di nuovo per usare la quantità attuale come attesa.",
    done: "Quantità attese rilevate di nuovo (%{smart_count} righe)",
  },
  complete: {
    title: "Completare %{reference}?",
    content:
      "%{counted} di %{total} righe sono contate. Ogni riga contata con differenza registra una rettifica da inventario.",
    uncounted_as_zero: "Considera zero le righe non contate",
    done: "%{reference} completato",
  },
  cancel: {
    title: "Annullare %{reference}?",
    content: "Non viene registrato nulla; i conteggi restano consultabili.",
    done: "%{reference} annullato",
  },
};

export default stockTakes;
