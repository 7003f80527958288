import type { CatalogueOf } from "../../en";
import type enClients from "../../en/resources/clients";

/** Spanish texts of the clients resource (`resources.clients`). */
const clients: CatalogueOf<typeof enClients> = {
  name: "Cliente |||| Clientes",
  fields: {
    id: "ID",
    first_name: "Nombre",
    last_name: "Apellidos",
    email: "Correo electrónico",
    mobile: "Móvil",
    gender: "Género",
    birthday: "Fecha de nacimiento",
    notes: "Notas",
    notify_email: "Correos de citas",
    notify_sms: "SMS de citas",
    marketing_email_opt_in: "Correos de marketing",
    marketing_sms_opt_in: "SMS de marketing",
    blocked_online: "Bloqueado para reservas en línea",
    block_reason: "Motivo del bloqueo",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
  },
  genders: {
    female: "Mujer",
    male: "Hombre",
    non_binary: "No binario",
    unspecified: "Prefiere no decirlo",
  },
  sections: {
    contact: "Contacto",
    messages: "Mensajes",
    booking: "Reservas en línea",
  },
  notifications: {
    contact_missing:
      "Añada un correo electrónico o un número de móvil para poder contactar con el cliente.",
  },
};

export default clients;
