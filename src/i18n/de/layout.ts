import type { CatalogueOf } from "../en";
import type enLayout from "../en/layout";

/** German texts of the layout pieces; mounted under `app.layout`. */
const layout: CatalogueOf<typeof enLayout> = {
  settings: {
    title: "Layout-Einstellungen",
    open: "Layout-Einstellungen öffnen",
    close: "Layout-Einstellungen schließen",
    reset: "Auf Standardwerte zurücksetzen",
    layout: {
      label: "Layout",
      vertical: "Vertikal",
      horizontal: "Horizontal",
    },
    width: {
      label: "Layoutbreite",
      fluid: "Volle Breite",
      boxed: "Begrenzt",
      scrollable: "Scrollbar",
    },
    sidebar: {
      label: "Seitenleiste",
      light: "Hell",
      dark: "Dunkel",
      compact: "Kompakt",
      icon: "Nur Symbole",
      colored: "Farbig",
    },
    topbar: {
      label: "Obere Leiste",
      light: "Hell",
      dark: "Dunkel",
      colored: "Farbig",
    },
  },
  horizontal: {
    navigation: "Hauptmenü",
    openGroup: "%{name} öffnen",
  },
  megaMenu: {
    button: "Mega-Menü",
    columns: {
      appointments: {
        title: "Termine",
        calendar: "Kalender",
        bookings: "Online-Buchungen",
        waitlist: "Warteliste",
      },
      clients: {
        title: "Kunden",
        list: "Kundenliste",
        loyalty: "Treueprogramm",
        reviews: "Bewertungen",
      },
      business: {
        title: "Unternehmen",
        sales: "Tagesumsatz",
        inventory: "Lager",
        payroll: "Lohnabrechnung",
      },
    },
  },
  notifications: {
    button: "Benachrichtigungen",
    title: "Benachrichtigungen",
    viewAll: "Alle anzeigen",
    items: {
      booking: {
        title: "Neue Buchung",
        text: "Ein Kunde hat für morgen eine Massage gebucht.",
      },
      stock: {
        title: "Niedriger Bestand",
        text: "Drei Produkte liegen unter ihrem Meldebestand.",
      },
      review: {
        title: "Neue Bewertung",
        text: "Ein Kunde hat eine Fünf-Sterne-Bewertung abgegeben.",
      },
    },
  },
  search: {
    label: "Suche",
    placeholder: "Suchen…",
  },
  profile: {
    button: "Profil",
    profile: "Profil",
    wallet: "Meine Geldbörse",
    settings: "Einstellungen",
    lockScreen: "Bildschirm sperren",
  },
  otp: {
    label: "Einmalcode",
    digit: "Ziffer %{index} von %{length}",
  },
};

export default layout;
