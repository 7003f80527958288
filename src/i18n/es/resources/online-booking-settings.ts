import type { CatalogueOf } from "../../en";
import type enOnlineBookingSettings from "../../en/resources/online-booking-settings";

/** Spanish texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings: CatalogueOf<typeof enOnlineBookingSettings> = {
  name: "Reservas en línea |||| Reservas en línea",
  fields: {
    enabled: "Reservas en línea activadas",
    slug: "Dirección de la página de reservas",
    slot_interval_minutes: "Franjas cada (minutos)",
    min_notice_minutes: "Antelación mínima (minutos)",
    max_advance_days: "Reservar hasta (días)",
    client_cancel_notice_minutes: "Los clientes pueden cancelar hasta",
    allow_team_member_selection: "El cliente elige al profesional",
    allow_any_team_member: "Ofrecer «cualquiera disponible»",
    require_phone: "Teléfono obligatorio",
    important_info_text: "Información importante",
    disabled_message: "Mensaje con las reservas desactivadas",
  },
  sections: {
    times: "Horarios",
    clients: "Clientes",
  },
  helper: {
    slug: "Minúsculas, dígitos y guiones; única entre todos los negocios.",
  },
  validation: {
    slug: "Usa de 3 a 60 minúsculas, dígitos y guiones, empezando y terminando por letra o dígito.",
  },
  minutes: "%{smart_count} minuto antes |||| %{smart_count} minutos antes",
  slot_minutes: "%{smart_count} minuto |||| %{smart_count} minutos",
  hours: "%{smart_count} hora antes |||| %{smart_count} horas antes",
};

export default onlineBookingSettings;
