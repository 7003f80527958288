import type { CatalogueOf } from "../../en";
import type enPaymentTypes from "../../en/resources/payment-types";

/** German texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes: CatalogueOf<typeof enPaymentTypes> = {
  name: "Zahlungsart |||| Zahlungsarten",
  fields: {
    name: "Name",
    kind: "Art",
    is_system: "Vordefiniert",
    sort_order: "Reihenfolge",
    archived_at: "Archiviert",
  },
  kinds: {
    cash: "Bargeld",
    card: "Karte",
    voucher: "Gutschein",
    other: "Sonstige",
  },
  system_locked:
    "Dies ist eine vordefinierte Zahlungsart: Name und Art sind fest und sie kann nicht gelöscht werden. Verschieben in der Liste ist möglich.",
  move_up: "%{name} nach oben",
  move_down: "%{name} nach unten",
  reorder_failed:
    "Die Reihenfolge konnte nicht gespeichert werden. Bitte erneut versuchen.",
  empty: {
    title: "Noch keine Zahlungsarten",
    invite:
      "Fügen Sie hinzu, wie Ihre Kunden außer bar, mit Karte und Gutschein bezahlen.",
  },
};

export default paymentTypes;
