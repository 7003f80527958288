import type { CatalogueOf } from "../../en";
import type enResources from "../../en/resources/resources";

/**
 * Italian texts of the resources resource (`resources.resources`).
 */
const resources: CatalogueOf<typeof enResources> = {
  name: "Risorsa |||| Risorse",
  empty: {
    title: "Ancora nessuna risorsa",
    invite: "Aggiungi le sale e le attrezzature che servono alle prenotazioni.",
  },
  fields: {
    capacity: "Capacità",
    id: "ID",
    name: "Nome",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
    code: "Codice",
    resource_category_id: "Categoria",
    location_id: "Sede",
    description: "Descrizione",
    calendar_colour: "Colore nel calendario",
    sort_order: "Posizione",
    service_ids: "Servizi",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
    service: "Usata dal servizio",
  },
  capacity_short: "Capacità: %{n}",
  helpers: {
    capacity:
      "Prenotazioni che può accogliere contemporaneamente (una stanza con due lettini = 2).",
    code: "Etichetta breve mostrata nel calendario.",
    services: "I servizi che richiedono questa sala o attrezzatura.",
    sort_order:
      "L'assegnazione automatica prende la prima risorsa libera in quest'ordine.",
  },
  validation: {
    capacity: "Inserisci un numero intero da 1 a 50.",
    whole_number: "Inserisci un numero intero.",
  },
};

export default resources;
