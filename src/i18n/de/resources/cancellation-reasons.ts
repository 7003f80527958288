import type { CatalogueOf } from "../../en";
import type enCancellationReasons from "../../en/resources/cancellation-reasons";

/** German texts of `resources.cancellation-reasons`. */
const cancellationReasons: CatalogueOf<typeof enCancellationReasons> = {
  name: "Absagegrund |||| Absagegründe",
  empty: {
    title: "Noch keine Absagegründe",
    invite:
      "Legen Sie die Gründe an, die Kunden bei einer Absage nennen, um zu sehen, warum Buchungen verloren gehen.",
  },
  fields: {
    id: "Id",
    name: "Grund",
    initiated_by: "Abgesagt von",
    sort_order: "Reihenfolge",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    archived: "Nur archivierte",
    initiated_by: "Abgesagt von",
  },
  initiators: {
    client: "Kunde",
    business: "Unternehmen",
    any: "Beide",
  },
  actions: {
    move_up: "Nach oben",
    move_down: "Nach unten",
  },
  notifications: {
    order_help:
      "Die Gründe werden beim Absagen eines Termins in dieser Reihenfolge angeboten. Nach Reihenfolge sortieren, um sie zu verschieben.",
  },
};

export default cancellationReasons;
