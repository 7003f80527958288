import type { CatalogueOf } from "../../en";
import type enResources from "../../en/resources/resources";

/**
 * Spanish texts of the resources resource (`resources.resources`).
 */
const resources: CatalogueOf<typeof enResources> = {
  name: "Recurso |||| Recursos",
  empty: {
    title: "Aún no hay recursos",
    invite: "Añade las salas y los equipos que necesitan las reservas.",
  },
  fields: {
    capacity: "Capacidad",
    id: "ID",
    name: "Nombre",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
    code: "Código",
    resource_category_id: "Categoría",
    location_id: "Centro",
    description: "Descripción",
    calendar_colour: "Color en la agenda",
    sort_order: "Posición",
    service_ids: "Servicios",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
    service: "Usado por el servicio",
  },
  capacity_short: "Capacidad: %{n}",
  helpers: {
    capacity: "Reservas que admite a la vez (una sala con dos camillas = 2).",
    code: "Etiqueta corta que se ve en la agenda.",
    services: "Los servicios que necesitan esta sala o equipo.",
    sort_order:
      "La asignación automática toma el primer recurso libre en este orden.",
  },
  validation: {
    capacity: "Introduce un número entero del 1 al 50.",
    whole_number: "Introduce un número entero.",
  },
};

export default resources;
