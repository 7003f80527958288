import type { CatalogueOf } from "../en";
import type enApp from "../en/app";

/** App-wide German texts (formal "Sie"), under `app.*` (ARCHITECTURE §5.5). */
const app: CatalogueOf<typeof enApp> = {
  name: "Wellness Back Office",
  menu: {
    calendar: "Kalender",
    dashboard: "Dashboard",
    clients: {
      title: "Kunden",
      list: "Kundenliste",
      notifications: "Kundenbenachrichtigungen",
      referral_sources: "Empfehlungsquellen",
      cancellation_reasons: "Absagegründe",
    },
    products: {
      title: "Produkte",
      list: "Produktliste",
      categories: "Kategorien",
      brands: "Marken",
      suppliers: "Lieferanten",
      purchase_orders: "Bestellungen",
      stock_takes: "Inventuren",
      stock_on_hand: "Lagerbestand",
    },
    teams: {
      title: "Team",
      members: "Teammitglieder",
      working_hours: "Arbeitszeiten",
      commission: "Provision",
    },
    resources: {
      title: "Ressourcen",
      management: "Ressourcenverwaltung",
      categories: "Ressourcenkategorien",
      working_hours: "Ressourcen-Arbeitszeiten",
    },
    services: {
      title: "Leistungen",
      menu: "Leistungsangebot",
      memberships: "Mitgliedschaften",
      availability: "Verfügbarkeit der Leistungen",
      treatment_types: "Behandlungsarten",
    },
    promote: {
      title: "Marketing",
      deals: "Angebote",
      vouchers: "Gutscheinarten",
      voucher_settings: "Gutscheineinstellungen",
    },
    reports: {
      title: "Berichte",
      finances: {
        title: "Finanzen",
        transaction_summary: "Transaktionsübersicht",
        payments_summary: "Zahlungsübersicht",
        tips_collected: "Erhaltene Trinkgelder",
        taxes_summary: "Steuerübersicht",
        refunds: "Rückerstattungen",
      },
      sales: {
        title: "Verkäufe",
        daily_sales: "Tagesumsatz",
        sales_history: "Verkaufsverlauf",
        by_item: "Umsatz nach Artikel",
        by_type: "Umsatz nach Art",
        by_service: "Umsatz nach Leistung",
        by_product: "Umsatz nach Produkt",
        by_location: "Umsatz nach Standort",
        by_channel: "Umsatz nach Kanal",
        by_client: "Umsatz nach Kunde",
        by_team_member: "Umsatz nach Teammitglied",
        by_hour: "Umsatz nach Stunde",
        by_day: "Umsatz nach Tag",
        by_month: "Umsatz nach Monat",
        by_year: "Umsatz nach Jahr",
      },
      inventory: {
        title: "Lager",
        stock_on_hand: "Lagerbestand",
        product_sales_performance: "Verkaufsleistung der Produkte",
        stock_movement_log: "Protokoll der Lagerbewegungen",
        stock_movement_summary: "Übersicht der Lagerbewegungen",
      },
      appointments: {
        title: "Termine",
        list: "Terminliste",
        summary: "Terminübersicht",
        cancellations: "Stornierungen und Nichterscheinen",
      },
      vouchers: {
        title: "Gutscheine",
        issued: "Ausgestellte Gutscheine",
      },
      clients: {
        title: "Kunden",
        list: "Kundenliste",
        retention: "Kundenbindung",
      },
      team: {
        title: "Team",
        working_hours: "Arbeitszeiten",
        tips: "Trinkgelder nach Teammitglied",
        commission_detailed: "Provision (detailliert)",
      },
      dashboard: "Berichts-Dashboard",
    },
    settings: {
      title: "Einstellungen",
      account_setup: {
        title: "Kontoeinrichtung",
        locations: "Standorte",
        business_details: "Unternehmensdaten",
        billing_details: "Rechnungsdaten",
        online_booking: "Online-Buchung",
        close_dates: "Schließtage",
        departments: "Abteilungen",
      },
      sales: {
        title: "Verkauf",
        invoice_sequencing: "Rechnungsnummern",
        taxes: "Steuern",
        tips: "Trinkgelder",
        payment_types: "Zahlungsarten",
      },
      devices: "Geräte",
    },
  },
  appbar: {
    more: "Sprache und Anzeige",
    language: "Sprache",
    fullscreen: "Vollbild",
    exit_fullscreen: "Vollbild beenden",
    user_menu: "Konto",
    user_menu_named: "%{name} (Konto)",
    main_menu: "Hauptmenü",
    business_logo: "Firmenlogo",
    change_password: "Passwort ändern",
    logout: "Abmelden",
  },
  footer: {
    copyright: "© %{year} %{company}",
  },
  loading: "Wird geladen…",
  not_found: {
    title: "Diese Seite wurde leider nicht gefunden",
    back: "Zurück zum Dashboard",
  },
  access_denied: {
    title: "Zugriff verweigert",
    message: "Ihr Konto hat keinen Zugriff auf diese Seite.",
    back: "Zurück",
  },
  not_built: {
    message: "Die Ansichten dieses Bereichs sind noch nicht verfügbar.",
    hint: "Sie werden in einer späteren Version hier angezeigt.",
  },
  dashboard: {
    greeting: "Willkommen, %{name}",
    greeting_anonymous: "Willkommen",
    intro: "Verwalten Sie Ihr Unternehmen über das Menü.",
    setup: {
      title: "Machen Sie Ihr Geschäft startklar",
      progress: "%{done} von %{total} Schritten erledigt",
      done: "Erledigt",
      to_do: "Offen",
      steps: {
        business_details: {
          title: "Telefon und E-Mail des Geschäfts angeben",
          hint: "Kunden sehen sie bei Buchungen und auf Belegen.",
        },
        location_hours: {
          title: "Adresse und Öffnungszeiten des Standorts festlegen",
          hint: "Wo und wann Kunden kommen können.",
        },
        services: {
          title: "Ersten Service anlegen",
          hint: "Was Kunden buchen können, mit Preis und Dauer.",
        },
        team: {
          title: "Arbeitszeiten des Teams festlegen",
          hint: "Sie sind das erste Teammitglied; fügen Sie Kollegen und ihre Schichten hinzu.",
        },
        online_booking: {
          title: "Online-Buchung einschalten",
          hint: "Kunden buchen selbst.",
        },
      },
    },
  },
  errors: {
    title: "Fehler",
    invalid_input: "Ungültige Eingabe",
    oops: "Hoppla … Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    access_denied: "Sie sind nicht berechtigt, diese Aktion auszuführen.",
    close: "Schließen",
  },
  export: {
    csv: "CSV exportieren",
  },
  auth: {
    login_failed:
      "Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.",
    invalid_token:
      "Die Anmeldung ist fehlgeschlagen: Der Server hat ein ungültiges Sitzungstoken gesendet.",
    permissions_failed:
      "Die Anmeldung ist fehlgeschlagen: Ihre Berechtigungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
    session_expired:
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    not_signed_in: "Sie sind nicht angemeldet.",
  },
  account: {
    email: "E-Mail",
    password: "Passwort",
    confirm_password: "Passwort bestätigen",
    back_to_login: "Zurück zur Anmeldung",
    login: {
      title: "Anmelden",
      subtitle: "Melden Sie sich in Ihrem Backoffice an.",
      submit: "Anmelden",
      forgot: "Passwort vergessen?",
      no_account: "Neues Unternehmen? Konto erstellen",
      access_denied:
        "Ihr Konto kann diese Seite nicht öffnen. Melden Sie sich mit einem Konto an, das Zugriff darauf hat.",
    },
    sign_up: {
      title: "Erstellen Sie Ihr Unternehmenskonto",
      business_name: "Name des Unternehmens",
      name: "Ihr Name",
      currency: "Währung",
      country: "Land",
      timezone: "Zeitzone",
      submit: "Konto erstellen",
      have_account: "Sie haben bereits ein Konto? Anmelden",
      failed: "Das Konto konnte nicht erstellt werden.",
    },
    forgot: {
      title: "Passwort vergessen",
      intro:
        "Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen dann einen Link zum Zurücksetzen Ihres Passworts.",
      submit: "Link zum Zurücksetzen senden",
      sent: "Falls diese E-Mail-Adresse zu einem Konto gehört, ist ein Link zum Zurücksetzen unterwegs. Er ist 30 Minuten lang gültig.",
      failed: "Der Link zum Zurücksetzen konnte nicht gesendet werden.",
    },
    reset: {
      title: "Neues Passwort festlegen",
      submit: "Passwort zurücksetzen",
      success: "Ihr Passwort wurde zurückgesetzt. Bitte melden Sie sich an.",
      missing_token:
        "Dieser Link zum Zurücksetzen ist unvollständig. Bitte fordern Sie einen neuen an.",
      failed: "Das Passwort konnte nicht zurückgesetzt werden.",
    },
  },
  password: {
    title: "Passwort ändern",
    current: "Aktuelles Passwort",
    new: "Neues Passwort",
    confirm: "Neues Passwort bestätigen",
    submit: "Passwort ändern",
    cancel: "Abbrechen",
    close: "Schließen",
    success_title: "Erfolgreich!",
    success_message: "Das Passwort wurde geändert.",
    error_title: "Fehler!",
    rules_hint:
      "10 bis 50 Zeichen, mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.",
  },
  validation: {
    current_required: "Das aktuelle Passwort ist erforderlich.",
    password_required: "Das Passwort ist erforderlich.",
    password_min: "Das Passwort muss mindestens 10 Zeichen lang sein.",
    password_max: "Das Passwort darf höchstens 50 Zeichen lang sein.",
    password_pattern:
      "Das Passwort muss Buchstaben, Ziffern und Sonderzeichen enthalten!",
    confirm_required: "Dieser Wert ist erforderlich.",
    passwords_differ: "Die Passwörter stimmen nicht überein.",
    confirm_match: "Dieser Wert muss übereinstimmen.",
    required: "Dieser Wert ist erforderlich.",
    email: "Geben Sie eine gültige E-Mail-Adresse ein.",
    colour: "Verwenden Sie eine Farbe wie #1A2B3C.",
    money_max: "Dieser Betrag ist zu hoch: höchstens %{max}.",
    quantity_max: "Geben Sie höchstens %{max} Einheiten ein.",
    amount_too_large:
      "Das ergibt mehr als %{max}, den höchsten zulässigen Betrag. Prüfen Sie Mengen und Beträge.",
    stock_on_hand_max: "Damit läge der Bestand über ±%{max} Einheiten.",
  },
  images: {
    alt: "Bild",
    drop: "Ziehen Sie ein Bild hierher (PNG, JPEG, WebP oder GIF, bis 2 MB) oder klicken Sie, um eines auszuwählen.",
  },
  forms: {
    archive: "Archivieren",
  },
  pickers: {
    create_item: "„%{item}“ anlegen",
    create_hint: "Geben Sie einen Namen ein, um einen neuen Eintrag anzulegen.",
    create_failed:
      "Der Eintrag konnte nicht angelegt werden. Bitte versuchen Sie es erneut.",
  },
  time_of_day: {
    invalid: "Keine Uhrzeit. Bitte so eingeben: %{examples}.",
  },
  time_zone: {
    times_in: "Zeiten in %{zone}, der Zeitzone des Standorts.",
  },
  phone: {
    country: "%{field}: Land",
    example: "Zum Beispiel %{example}",
    invalid:
      "Geben Sie eine gültige Nummer für das gewählte Land ein, zum Beispiel %{example}, oder im internationalen Format (+…).",
  },
  my_profile: {
    title: "Mein Profil",
    not_linked:
      "Ihr Login ist mit keinem Teammitglied verknüpft, daher gibt es kein Profil. Der Inhaber kann es unter Teammitglieder verknüpfen.",
    contact: "Kontakt",
    email: "E-Mail",
    mobile: "Mobil",
    phone: "Telefon",
    locations: "Standorte",
    no_locations: "Noch keinem Standort zugeordnet.",
    services: "Meine Leistungen",
    no_services: "Noch keine Leistungen.",
    shifts: "Meine Schichten in den nächsten zwei Wochen",
    no_shifts: "Keine Schichten in den nächsten zwei Wochen.",
    read_only:
      "Nur der Inhaber oder eine Führungskraft kann diese Angaben ändern.",
  },
};

export default app;
