import type { CatalogueOf } from "../en";
import type enLayout from "../en/layout";

/** Spanish texts of the layout pieces; mounted under `app.layout`. */
const layout: CatalogueOf<typeof enLayout> = {
  settings: {
    title: "Ajustes de diseño",
    open: "Abrir ajustes de diseño",
    close: "Cerrar ajustes de diseño",
    reset: "Restablecer valores predeterminados",
    layout: {
      label: "Diseño",
      vertical: "Vertical",
      horizontal: "Horizontal",
    },
    width: {
      label: "Ancho del diseño",
      fluid: "Fluido",
      boxed: "Encuadrado",
      scrollable: "Desplazable",
    },
    sidebar: {
      label: "Barra lateral",
      light: "Clara",
      dark: "Oscura",
      compact: "Compacta",
      icon: "Solo iconos",
      colored: "De color",
    },
    topbar: {
      label: "Barra superior",
      light: "Clara",
      dark: "Oscura",
      colored: "De color",
    },
  },
  horizontal: {
    navigation: "Menú principal",
    openGroup: "Abrir %{name}",
  },
  megaMenu: {
    button: "Menú ampliado",
    columns: {
      appointments: {
        title: "Citas",
        calendar: "Calendario",
        bookings: "Reservas en línea",
        waitlist: "Lista de espera",
      },
      clients: {
        title: "Clientes",
        list: "Lista de clientes",
        loyalty: "Programa de fidelización",
        reviews: "Reseñas",
      },
      business: {
        title: "Negocio",
        sales: "Ventas diarias",
        inventory: "Inventario",
        payroll: "Nóminas",
      },
    },
  },
  notifications: {
    button: "Notificaciones",
    title: "Notificaciones",
    viewAll: "Ver todas",
    items: {
      booking: {
        title: "Nueva reserva",
        text: "Un cliente ha reservado un masaje para mañana.",
      },
      stock: {
        title: "Existencias bajas",
        text: "Tres productos están por debajo de su nivel de reposición.",
      },
      review: {
        title: "Nueva reseña",
        text: "Un cliente ha dejado una reseña de cinco estrellas.",
      },
    },
  },
  search: {
    label: "Buscar",
    placeholder: "Buscar…",
  },
  profile: {
    button: "Perfil",
    profile: "Perfil",
    wallet: "Mi monedero",
    settings: "Ajustes",
    lockScreen: "Bloquear pantalla",
  },
  otp: {
    label: "Código de un solo uso",
    digit: "Dígito %{index} de %{length}",
  },
};

export default layout;
