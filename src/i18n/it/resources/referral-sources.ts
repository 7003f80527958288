import type { CatalogueOf } from "../../en";
import type enReferralSources from "../../en/resources/referral-sources";

/** Italian texts of `resources.referral-sources`. */
const referralSources: CatalogueOf<typeof enReferralSources> = {
  name: "Fonte di provenienza |||| Fonti di provenienza",
  empty: {
    title: "Ancora nessuna fonte di provenienza",
    invite:
      "Aggiungi come ti trovano i clienti, per esempio il tuo sito web o un passaparola.",
  },
  fields: {
    id: "Id",
    name: "Nome",
    sort_order: "Ordine",
    is_default: "Predefinita per i nuovi clienti",
    archived_at: "Archiviata",
    created_at: "Creata",
    updated_at: "Aggiornata",
  },
  filters: {
    archived: "Solo archiviate",
    is_default: "Predefinita",
  },
  actions: {
    move_up: "Sposta su",
    move_down: "Sposta giù",
  },
  notifications: {
    default_help:
      "Solo una fonte può essere predefinita; sceglierla sostituisce quella precedente.",
  },
};

export default referralSources;
