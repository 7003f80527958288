import type { CatalogueOf } from "../en";
import type enCalendarStatus from "../en/calendarStatus";

/** Spanish texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`). */
const calendarStatus: CatalogueOf<typeof enCalendarStatus> = {
  legend: {
    open: "Leyenda",
    title: "Colores y estados",
    statuses: "Estados",
    colour_by: "Colorear bloques por",
    by_member: "Miembro del equipo",
    by_category: "Categoría de servicio",
    categories: "Categorías de servicio",
    part: "Parte %{part} de %{count} de una misma cita",
  },
  panel: {
    phone: "Teléfono",
    email: "Correo electrónico",
    alerts: "Alertas",
    blocked_online: "Bloqueado para reservas en línea",
    client_notes: "Notas del cliente",
    appointment_notes: "Notas de la cita",
    last_visit: "Última visita",
    no_visit: "Ninguna todavía",
    no_shows: "No presentados",
    late_cancellations: "Cancelaciones tardías",
    total: "Total",
    rebook: "Volver a reservar",
    undo_no_show: "Deshacer no presentado",
    no_show_title: "¿Marcar como no presentado?",
    no_show_text:
      "%{client} no vino a %{reference} a las %{time}. El horario queda libre; se puede deshacer.",
    no_show_confirm: "Marcar no presentado",
    keep: "Mantener",
  },
  undo: {
    action: "Deshacer",
    undone: "Cambio deshecho.",
  },
  takings: {
    label: "Caja",
    hint: "Cobros de este centro en este día, menos los reembolsos (ventas diarias)",
  },
};

export default calendarStatus;
