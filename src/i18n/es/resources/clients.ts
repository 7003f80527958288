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
    referral_source_id: "Origen del cliente",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
    referral_source_id: "Origen del cliente",
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
  tabs: {
    details: "Datos",
    appointments: "Citas",
    sales: "Ventas",
    vouchers: "Bonos",
    memberships: "Membresías",
  },
  empty: {
    title: "Aún no hay clientes",
    invite: "Añade tu primer cliente con sus datos de contacto.",
    appointments: "Aún no hay citas. Aparecerán aquí.",
    sales: "Aún no hay ventas. Aparecerán aquí.",
    vouchers: "Este cliente aún no ha comprado bonos.",
    memberships: "Este cliente aún no tiene membresías.",
  },
  memberships: {
    membership_id: "Membresía",
    start_date: "Empieza",
    expiry_date: "Caduca",
    sessions: "Sesiones usadas",
    unlimited: "Ilimitadas",
    status: "Estado",
    statuses: {
      active: "Activa",
      expired: "Caducada",
      cancelled: "Cancelada",
    },
  },
  actions: {
    back: "Todos los clientes",
  },
  header: {
    archived: "Este cliente está archivado.",
    blocked: "Bloqueado para reservas en línea.",
    blocked_because: "Bloqueado para reservas en línea: %{reason}",
  },
  notifications: {
    contact_missing:
      "Añada un correo electrónico o un número de móvil para poder contactar con el cliente.",
  },
};

export default clients;
