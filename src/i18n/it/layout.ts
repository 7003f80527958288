import type { CatalogueOf } from "../en";
import type enLayout from "../en/layout";

/** Italian texts of the layout pieces; mounted under `app.layout`. */
const layout: CatalogueOf<typeof enLayout> = {
  settings: {
    title: "Impostazioni del layout",
    open: "Apri le impostazioni del layout",
    close: "Chiudi le impostazioni del layout",
    reset: "Ripristina i valori predefiniti",
    layout: {
      label: "Layout",
      vertical: "Verticale",
      horizontal: "Orizzontale",
    },
    width: {
      label: "Larghezza del layout",
      fluid: "Fluida",
      boxed: "Contenuta",
      scrollable: "Scorrevole",
    },
    sidebar: {
      label: "Barra laterale",
      light: "Chiara",
      dark: "Scura",
      compact: "Compatta",
      icon: "Solo icone",
      colored: "Colorata",
    },
    topbar: {
      label: "Barra superiore",
      light: "Chiara",
      dark: "Scura",
      colored: "Colorata",
    },
  },
  horizontal: {
    navigation: "Menu principale",
    openGroup: "Apri %{name}",
  },
  megaMenu: {
    button: "Mega menu",
    columns: {
      appointments: {
        title: "Appuntamenti",
        calendar: "Calendario",
        bookings: "Prenotazioni online",
        waitlist: "Lista d'attesa",
      },
      clients: {
        title: "Clienti",
        list: "Elenco clienti",
        loyalty: "Programma fedeltà",
        reviews: "Recensioni",
      },
      business: {
        title: "Attività",
        sales: "Vendite giornaliere",
        inventory: "Magazzino",
        payroll: "Buste paga",
      },
    },
  },
  notifications: {
    button: "Notifiche",
    title: "Notifiche",
    viewAll: "Vedi tutte",
    items: {
      booking: {
        title: "Nuova prenotazione",
        text: "Un cliente ha prenotato un massaggio per domani.",
      },
      stock: {
        title: "Scorte in esaurimento",
        text: "Tre prodotti sono sotto il livello di riordino.",
      },
      review: {
        title: "Nuova recensione",
        text: "Un cliente ha lasciato una recensione a cinque stelle.",
      },
    },
  },
  search: {
    label: "Cerca",
    placeholder: "Cerca…",
  },
  profile: {
    button: "Profilo",
    profile: "Profilo",
    wallet: "Il mio portafoglio",
    settings: "Impostazioni",
    lockScreen: "Blocca schermo",
  },
  otp: {
    label: "Codice monouso",
    digit: "Cifra %{index} di %{length}",
  },
};

export default layout;
