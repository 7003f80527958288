import type { CatalogueOf } from "../../en";
import type enStockTakes from "../../en/resources/stock-takes";

/** German texts of `resources.stock-takes`. */
const stockTakes: CatalogueOf<typeof enStockTakes> = {
  name: "Inventur |||| Inventuren",
  fields: {
    id: "Id",
    reference: "Referenz",
    location_id: "Standort",
    location_name: "Standort",
    scope: "Umfang",
    scope_ids: "Umfang",
    status: "Status",
    started_at: "Begonnen",
    completed_at: "Abgeschlossen",
    notes: "Notizen",
    counted_lines: "Gezählt",
    total_lines: "Positionen",
    variance_units: "Differenz (Stück)",
    variance_cost: "Differenz zu Kosten",
    product_name: "Produkt",
    expected_qty: "Erwartet",
    counted_qty: "Gezählt",
    difference: "Differenz",
    unit_cost: "Stückkosten",
    cost_difference: "Differenz zu Kosten",
  },
  filters: {
    status: "Status",
    location_id: "Standort",
  },
  statuses: {
    in_progress: "Läuft",
    completed: "Abgeschlossen",
    cancelled: "Abgebrochen",
  },
  scopes: {
    all: "Alle Produkte",
    category: "Kategorien",
    brand: "Marken",
    selected: "Ausgewählte Produkte",
  },
  scope_labels: {
    category: "Kategorien",
    brand: "Marken",
    selected: "Produkte",
  },
  validation: {
    scope_ids: "Mindestens einen Eintrag wählen",
    count: "Ganze Zahl, 0 oder mehr",
  },
  actions: {
    start: "Inventur beginnen",
    complete: "Abschließen",
    resnapshot: "Bewegte Positionen neu erfassen (%{smart_count})",
    cancel: "Inventur abbrechen",
  },
  count: {
    progress: "%{counted} von %{total} gezählt",
    scan: "Barcode / Artikelnummer scannen oder eingeben",
    scan_help:
      "Enter findet das Produkt; Enter in der Zählung speichert und kehrt hierher zurück",
    save: "Zählungen speichern",
    saved: "Zählungen gespeichert (%{smart_count})",
    not_found: "Keine Position dieser Inventur passt zu „%{code}“",
    found: "%{product}: Menge eingeben, dann Enter",
    lines: "Zu zählende Positionen",
    codes: "Artikelnr. · Barcode",
    moved: "Seit Beginn der Zählung bewegt",
    counted_for: "Gezählt: %{product}",
    save_first: "Zählungen vor dem Abschließen speichern",
  },
  resnapshot: {
    help: "%{smart_count} Position(en) wurden nach Beginn der Zählung bewegt (Verkauf oder Wareneingang): neu erfassen, um den aktuellen Bestand als erwartet zu übernehmen.",
    done: "Erwartete Mengen neu erfasst (%{smart_count} Positionen)",
  },
  complete: {
    title: "%{reference} abschließen?",
    content:
      "%{counted} von %{total} Positionen sind gezählt. Jede gezählte Position mit Differenz bucht eine Inventurdifferenz.",
    uncounted_as_zero: "Nicht gezählte Positionen als null werten",
    done: "%{reference} abgeschlossen",
  },
  cancel: {
    title: "%{reference} abbrechen?",
    content:
      "Es wird nichts gebucht; die Zählungen bleiben zur Ansicht erhalten.",
    done: "%{reference} abgebrochen",
  },
};

export default stockTakes;
