import type { CatalogueOf } from "../../en";
import type enCancellationReasons from "../../en/resources/cancellation-reasons";

/** Spanish texts of `resources.cancellation-reasons`. */
const cancellationReasons: CatalogueOf<typeof enCancellationReasons> = {
  name: "Motivo de cancelación |||| Motivos de cancelación",
  empty: {
    title: "Aún no hay motivos de cancelación",
    invite:
      "Añade los motivos que dan los clientes al cancelar para saber por qué se pierden reservas.",
  },
  fields: {
    id: "Id",
    name: "Motivo",
    initiated_by: "Cancelado por",
    sort_order: "Orden",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    archived: "Solo archivados",
    initiated_by: "Cancelado por",
  },
  initiators: {
    client: "El cliente",
    business: "El negocio",
    any: "Cualquiera",
  },
  actions: {
    move_up: "Subir",
    move_down: "Bajar",
  },
  notifications: {
    order_help:
      "Los motivos se ofrecen en este orden al cancelar una cita. Ordene por orden para moverlos.",
  },
};

export default cancellationReasons;
