import type { CatalogueOf } from "../../en";
import type enReferralSources from "../../en/resources/referral-sources";

/** Spanish texts of `resources.referral-sources`. */
const referralSources: CatalogueOf<typeof enReferralSources> = {
  name: "Origen del cliente |||| Orígenes de clientes",
  empty: {
    title: "Aún no hay orígenes de clientes",
    invite:
      "Añade cómo te encuentran los clientes, por ejemplo tu web o una recomendación.",
  },
  fields: {
    id: "Id",
    name: "Nombre",
    sort_order: "Orden",
    is_default: "Predeterminado para clientes nuevos",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    archived: "Solo archivados",
    is_default: "Predeterminado",
  },
  actions: {
    move_up: "Subir",
    move_down: "Bajar",
  },
  notifications: {
    default_help:
      "Solo un origen puede ser el predeterminado; al elegir este se sustituye el anterior.",
  },
};

export default referralSources;
