import type { CatalogueOf } from "../../en";
import type enPurchaseOrders from "../../en/resources/purchase-orders";

/** German texts of `resources.purchase-orders`. */
const purchaseOrders: CatalogueOf<typeof enPurchaseOrders> = {
  name: "Bestellung |||| Bestellungen",
  fields: {
    id: "Id",
    po_number: "Bestellnr.",
    supplier_id: "Lieferant",
    supplier_name: "Lieferant",
    location_id: "Lieferort",
    location_name: "Lieferort",
    status: "Status",
    order_date: "Bestelldatum",
    expected_date: "Erwartet",
    ordered_at: "Bestellt",
    received_at: "Empfangen",
    supplier_invoice_no: "Rechnungsnr. des Lieferanten",
    reference: "Referenz",
    notes: "Notizen",
    shipping_cost: "Versand",
    subtotal: "Zwischensumme",
    tax_total: "Steuer",
    total: "Gesamt",
    lines: "Positionen",
    product_id: "Produkt",
    quantity_ordered: "Bestellmenge",
    quantity_received: "Erhaltene Menge",
    outstanding: "Offen",
    unit_cost: "Stückkosten",
    line_total: "Positionssumme",
    note: "Notiz",
  },
  filters: {
    status: "Status",
    supplier_id: "Lieferant",
    location_id: "Lieferort",
    from: "Bestellt ab",
    to: "Bestellt bis",
  },
  statuses: {
    draft: "Entwurf",
    ordered: "Bestellt",
    partially_received: "Teilweise erhalten",
    received: "Erhalten",
    cancelled: "Storniert",
  },
  helpers: {
    location_first: "Zuerst den Lieferort wählen",
    no_products: "Kein Produkt mit Bestandsführung gefunden",
    unit_cost: "Leer: der Einkaufspreis",
    location: "Der Wareneingang wird hier gebucht",
    notes: "Wird auf die Bestellung gedruckt",
  },
  totals: {
    before_tax: "Zwischensumme mit Versand",
    tax_on_save: "Steuer und Gesamtbetrag werden beim Speichern berechnet.",
  },
  validation: {
    quantity: "Eine ganze Zahl über 0 eingeben",
    not_negative: "Darf nicht negativ sein",
    no_lines: "Mindestens ein Produkt hinzufügen",
    duplicate_product: "Jedes Produkt darf nur in einer Position stehen",
  },
  closed_short: "mit Fehlmenge abgeschlossen",
  actions: {
    order: "Als bestellt markieren",
    receive: "Wareneingang",
    close: "Mit Fehlmenge abschließen",
    cancel: "Bestellung stornieren",
    email: "An Lieferanten senden",
    print: "Drucken",
  },
  transitions: {
    order: {
      title: "%{number} als bestellt markieren?",
      content: "Nach der Bestellung sind die Positionen gesperrt.",
      button: "Als bestellt markieren",
      done: "%{number} als bestellt markiert",
    },
    cancel: {
      title: "%{number} stornieren?",
      content:
        "Eine stornierte Bestellung kann weder empfangen noch wieder geöffnet werden.",
      button: "Bestellung stornieren",
      done: "%{number} storniert",
    },
    close: {
      title: "%{number} mit Fehlmenge abschließen?",
      content:
        "Offene Mengen werden nicht mehr geliefert; die Bestellung gilt als erhalten.",
      button: "Mit Fehlmenge abschließen",
      done: "%{number} mit Fehlmenge abgeschlossen",
    },
  },
  receive: {
    title: "Wareneingang %{number}",
    arriving: "Jetzt geliefert",
    arriving_for: "Jetzt geliefert: %{product}",
    invalid: "Ganze Zahl, 0 oder mehr",
    nothing: "Für mindestens eine Position eine Menge eingeben.",
    over_confirm:
      "Mehr als bestellt wird geliefert für: %{products}. Trotzdem buchen?",
    submit: "Wareneingang buchen",
    confirm_submit: "Ja, mehr als bestellt buchen",
    done: "Wareneingang zu %{number} gebucht",
  },
  email: {
    title: "%{number} an den Lieferanten senden",
    to: "Senden an",
    to_help:
      "Die Adresse des Lieferanten. Als Inhaber können Sie die Bestellung an eine andere Adresse senden.",
    to_fixed:
      "Die Adresse des Lieferanten. Nur der Inhaber kann den Empfänger ändern.",
    no_address:
      "%{supplier} hat keine E-Mail-Adresse. Bitten Sie den Inhaber, beim Lieferanten eine einzutragen.",
    message: "Nachricht",
    submit: "Senden",
    done: "Bestellung an %{to} eingereiht: der Postausgang sendet sie und versucht es erneut, wenn der Mailserver nicht erreichbar ist",
    too_many:
      "Das Sendelimit ist erreicht (pro Person und Stunde oder für den Betrieb pro Tag). Bitte versuchen Sie es später erneut.",
  },
  email_history: {
    title: "E-Mails an den Lieferanten",
    empty: "Noch nicht per E-Mail gesendet.",
    sent_at: "Gesendet",
    sent_by: "Von",
    recipient: "An",
    status: "Status",
    message: "Nachricht",
    statuses: {
      sending: "Wird gesendet",
      sent: "Gesendet",
      failed: "Fehlgeschlagen",
    },
  },
  low_stock: {
    open: "Neue Bestellung aus Mindestbestand",
    title: "Neue Bestellung aus Mindestbestand",
    help: "Ein Entwurf mit jedem Produkt des Lieferanten auf oder unter seinem Mindestbestand, in seiner Nachbestellmenge abzüglich bereits bestellter Mengen. Produkte, die offene Bestellungen ganz abdecken, bleiben weg.",
    submit: "Entwurf anlegen",
    done: "%{number} mit %{count} Positionen angelegt",
    done_left_out:
      "%{number} mit %{count} Positionen angelegt. Weggelassen, da bereits bestellt: %{products}",
    left_out_item: "%{name} (%{on_order} bestellt)",
  },
};

export default purchaseOrders;
