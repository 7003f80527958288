import type { CatalogueOf } from "../../en";
import type enClientNotificationTemplates from "../../en/resources/client-notification-templates";

/** Spanish texts of `resources.client-notification-templates`. */
const clientNotificationTemplates: CatalogueOf<
  typeof enClientNotificationTemplates
> = {
  name: "Notificación a clientes |||| Notificaciones a clientes",
  empty: {
    title: "Aún no hay notificaciones a clientes",
    invite: "Añade los mensajes que reciben tus clientes sobre sus citas.",
  },
  fields: {
    id: "Id",
    type: "Mensaje",
    reminder_offset_minutes: "Envío",
    enabled: "Activado",
    show_price: "Mostrar el precio",
    channel_email: "Por correo electrónico",
    channel_sms: "Por SMS",
    subject: "Asunto del correo",
    body: "Texto del mensaje",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    type: "Mensaje",
    enabled: "Activado",
  },
  types: {
    reminder: "Recordatorio de cita",
    new_appointment: "Nueva cita",
    rescheduled_appointment: "Cita cambiada",
    cancelled_appointment: "Cita cancelada",
    no_show: "No presentado",
    thank_you: "Gracias por su visita",
  },
  offsets: {
    minutes: "%{count} minutos antes",
    hours: "1 hora antes |||| %{smart_count} horas antes",
    days: "1 día antes |||| %{smart_count} días antes",
  },
  placeholders: {
    title: "Marcadores que puede usar",
    help: "Escriba un marcador entre llaves, por ejemplo {client_first_name}; se sustituye al enviar el mensaje.",
    client_first_name: "el nombre del cliente",
    business_name: "el nombre de su negocio",
    location_name: "el centro",
    location_address: "la dirección del centro",
    date: "la fecha de la cita",
    time: "la hora de la cita",
    services: "los servicios reservados",
    team_member: "el profesional",
    price: "el precio (vacío si el precio está oculto)",
    manage_link: "un enlace para gestionar la reserva",
  },
  validation: {
    unknown_placeholder:
      "Marcador desconocido %{names}. Use solo los marcadores de la lista.",
    offset_required: "Elija con cuánta antelación se envía el recordatorio.",
    channel_required:
      "Elija correo electrónico, SMS o ambos para enviar este mensaje.",
  },
  notifications: {
    reminders_limit:
      "Se pueden activar hasta 3 recordatorios, cada uno en un momento distinto.",
  },
};

export default clientNotificationTemplates;
