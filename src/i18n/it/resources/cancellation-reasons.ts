import type { CatalogueOf } from "../../en";
import type enCancellationReasons from "../../en/resources/cancellation-reasons";

/** Italian texts of `resources.cancellation-reasons`. */
const cancellationReasons: CatalogueOf<typeof enCancellationReasons> = {
  name: "Motivo di annullamento |||| Motivi di annullamento",
  empty: {
    title: "Ancora nessun motivo di annullamento",
    invite:
      "Aggiungi i motivi che i clienti indicano quando annullano, per capire perché si perdono prenotazioni.",
  },
  fields: {
    id: "Id",
    name: "Motivo",
    initiated_by: "Annullato da",
    sort_order: "Ordine",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    archived: "Solo archiviati",
    initiated_by: "Annullato da",
  },
  initiators: {
    client: "Il cliente",
    business: "L'attività",
    any: "Entrambi",
  },
  actions: {
    move_up: "Sposta su",
    move_down: "Sposta giù",
  },
  notifications: {
    order_help:
      "I motivi vengono proposti in quest'ordine quando si annulla un appuntamento. Ordina per ordine per spostarli.",
  },
};

export default cancellationReasons;
