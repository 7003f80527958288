import type { CatalogueOf } from "../en";
import type enApp from "../en/app";

/** App-wide Italian texts, under `app.*` (ARCHITECTURE §5.5). */
const app: CatalogueOf<typeof enApp> = {
  name: "Wellness Back Office",
  menu: {
    calendar: "Calendario",
    dashboard: "Dashboard",
    clients: {
      title: "Clienti",
      list: "Elenco clienti",
      notifications: "Notifiche ai clienti",
      referral_sources: "Fonti di provenienza",
      cancellation_reasons: "Motivi di annullamento",
    },
    products: {
      title: "Prodotti",
      list: "Elenco prodotti",
      categories: "Categorie",
      brands: "Marchi",
      suppliers: "Fornitori",
      purchase_orders: "Ordini di acquisto",
      stock_takes: "Inventari",
      stock_on_hand: "Giacenze",
    },
    teams: {
      title: "Team",
      members: "Membri del team",
      working_hours: "Orari di lavoro",
      commission: "Provvigioni",
    },
    resources: {
      title: "Risorse",
      management: "Gestione risorse",
      categories: "Categorie di risorse",
      working_hours: "Orari delle risorse",
    },
    services: {
      title: "Servizi",
      menu: "Listino servizi",
      memberships: "Abbonamenti",
      availability: "Disponibilità dei servizi",
      treatment_types: "Tipi di trattamento",
    },
    promote: {
      title: "Promozioni",
      deals: "Promozioni",
      vouchers: "Tipi di buono regalo",
      voucher_settings: "Impostazioni buoni",
    },
    reports: {
      title: "Report",
      finances: {
        title: "Finanze",
        transaction_summary: "Riepilogo transazioni",
        payments_summary: "Riepilogo pagamenti",
        tips_collected: "Mance ricevute",
        taxes_summary: "Riepilogo imposte",
        refunds: "Rimborsi",
      },
      sales: {
        title: "Vendite",
        daily_sales: "Vendite giornaliere",
        sales_history: "Storico vendite",
        by_item: "Vendite per articolo",
        by_type: "Vendite per tipo",
        by_service: "Vendite per servizio",
        by_product: "Vendite per prodotto",
        by_location: "Vendite per sede",
        by_channel: "Vendite per canale",
        by_client: "Vendite per cliente",
        by_team_member: "Vendite per membro del team",
        by_hour: "Vendite per ora",
        by_day: "Vendite per giorno",
        by_month: "Vendite per mese",
        by_year: "Vendite per anno",
      },
      inventory: {
        title: "Magazzino",
        stock_on_hand: "Giacenze",
        product_sales_performance: "Andamento vendite prodotti",
        stock_movement_log: "Registro movimenti di magazzino",
        stock_movement_summary: "Riepilogo movimenti di magazzino",
      },
      appointments: {
        title: "Appuntamenti",
        list: "Elenco appuntamenti",
        summary: "Riepilogo appuntamenti",
        cancellations: "Annullamenti e mancate presentazioni",
      },
      vouchers: {
        title: "Buoni regalo",
        issued: "Buoni emessi",
      },
      clients: {
        title: "Clienti",
        list: "Elenco clienti",
        retention: "Fidelizzazione clienti",
      },
      team: {
        title: "Team",
        working_hours: "Orari di lavoro",
        tips: "Mance per membro del team",
        commission_detailed: "Provvigioni (dettaglio)",
      },
      dashboard: "Dashboard dei report",
    },
    settings: {
      title: "Impostazioni",
      account_setup: {
        title: "Configurazione account",
        locations: "Sedi",
        business_details: "Dati dell'attività",
        billing_details: "Dati di fatturazione",
        online_booking: "Prenotazione online",
        close_dates: "Giorni di chiusura",
        departments: "Reparti",
      },
      sales: {
        title: "Vendite",
        invoice_sequencing: "Numerazione fatture",
        taxes: "Imposte",
        tips: "Mance",
        payment_types: "Metodi di pagamento",
      },
      devices: "Dispositivi",
    },
  },
  appbar: {
    more: "Lingua e schermo",
    language: "Lingua",
    fullscreen: "Schermo intero",
    exit_fullscreen: "Esci dallo schermo intero",
    user_menu: "Account",
    user_menu_named: "%{name} (account)",
    main_menu: "Menu principale",
    business_logo: "Logo dell'attività",
    change_password: "Cambia password",
    logout: "Esci",
  },
  footer: {
    copyright: "© %{year} %{company}",
  },
  loading: "Caricamento…",
  not_found: {
    title: "Spiacenti, pagina non trovata",
    back: "Torna alla dashboard",
  },
  access_denied: {
    title: "Accesso negato",
    message: "Questo account non ha accesso a questa pagina.",
    back: "Torna indietro",
  },
  not_built: {
    message: "Le schermate di quest'area non sono ancora disponibili.",
    hint: "Compariranno qui in una versione successiva.",
  },
  dashboard: {
    greeting: "Le diamo il benvenuto, %{name}",
    greeting_anonymous: "Le diamo il benvenuto",
    intro: "Usare il menu per gestire la propria attività.",
    setup: {
      title: "Prepara la tua attività",
      progress: "%{done} di %{total} passaggi completati",
      done: "Fatto",
      to_do: "Da fare",
      steps: {
        business_details: {
          title: "Aggiungi telefono ed e-mail dell'attività",
          hint: "I clienti li vedono su prenotazioni e ricevute.",
        },
        location_hours: {
          title: "Imposta indirizzo e orari della sede",
          hint: "Dove e quando i clienti possono venire.",
        },
        services: {
          title: "Crea il tuo primo servizio",
          hint: "Ciò che i clienti possono prenotare, con prezzo e durata.",
        },
        team: {
          title: "Imposta gli orari del team",
          hint: "Sei il primo membro del team; aggiungi i colleghi e i loro turni.",
        },
        online_booking: {
          title: "Attiva la prenotazione online",
          hint: "Lascia che i clienti prenotino da soli.",
        },
      },
    },
  },
  errors: {
    title: "Errore",
    invalid_input: "Dati non validi",
    oops: "Ops... Si è verificato un errore. Riprovare più tardi.",
    access_denied: "Non si dispone dell'autorizzazione per questa operazione.",
    close: "Chiudi",
  },
  export: {
    csv: "Esporta CSV",
  },
  auth: {
    login_failed: "Accesso non riuscito. Controllare l'e-mail e la password.",
    invalid_token:
      "Accesso non riuscito: il server ha inviato un token di sessione non valido.",
    permissions_failed:
      "Accesso non riuscito: impossibile caricare le autorizzazioni. Riprovare.",
    session_expired: "La sessione è terminata. Accedere di nuovo.",
    not_signed_in: "Accesso non effettuato.",
  },
  account: {
    email: "E-mail",
    password: "Password",
    confirm_password: "Conferma password",
    back_to_login: "Torna all'accesso",
    login: {
      title: "Accedi",
      subtitle: "Accedere al back office della propria attività.",
      submit: "Accedi",
      forgot: "Password dimenticata?",
      no_account: "Nuova attività? Crea un account",
      access_denied:
        "Questo account non può aprire quella pagina. Accedere con un account autorizzato.",
    },
    sign_up: {
      title: "Creazione dell'account aziendale",
      business_name: "Nome dell'attività",
      name: "Nome e cognome",
      currency: "Valuta",
      country: "Paese",
      timezone: "Fuso orario",
      submit: "Crea account",
      have_account: "Account già esistente? Accedi",
      failed: "Impossibile creare l'account.",
    },
    forgot: {
      title: "Password dimenticata",
      intro:
        "Inserire l'indirizzo e-mail: verrà inviato un link per reimpostare la password.",
      submit: "Invia link di reimpostazione",
      sent: "Se questo indirizzo e-mail appartiene a un account, a breve verrà inviato un link per reimpostare la password, valido per 30 minuti.",
      failed: "Impossibile inviare il link di reimpostazione.",
    },
    reset: {
      title: "Scelta della nuova password",
      submit: "Reimposta password",
      success: "La password è stata reimpostata. Accedere di nuovo.",
      missing_token:
        "Questo link di reimpostazione è incompleto. Richiederne uno nuovo.",
      failed: "Impossibile reimpostare la password.",
    },
  },
  password: {
    title: "Cambia password",
    current: "Password attuale",
    new: "Nuova password",
    confirm: "Conferma nuova password",
    submit: "Cambia password",
    cancel: "Annulla",
    close: "Chiudi",
    success_title: "Operazione riuscita!",
    success_message: "La password è stata modificata.",
    error_title: "Errore!",
    rules_hint:
      "Da 10 a 50 caratteri, con almeno una lettera, una cifra e un carattere speciale.",
  },
  validation: {
    current_required: "La password attuale è obbligatoria.",
    password_required: "La password è obbligatoria.",
    password_min: "La password deve contenere almeno 10 caratteri.",
    password_max: "La password può contenere al massimo 50 caratteri.",
    password_pattern:
      "La password deve contenere lettere, numeri e caratteri speciali!",
    confirm_required: "Questo valore è obbligatorio.",
    passwords_differ: "Le password non corrispondono.",
    confirm_match: "Questo valore deve coincidere.",
    required: "Questo valore è obbligatorio.",
    email: "Inserire un indirizzo e-mail valido.",
    colour: "Usare un colore come #1A2B3C.",
    money_max: "Questo importo è troppo alto: al massimo %{max}.",
    quantity_max: "Inserire al massimo %{max} unità.",
    amount_too_large:
      "Il totale supera %{max}, l'importo massimo consentito. Controllare quantità e importi.",
    stock_on_hand_max: "La giacenza supererebbe ±%{max} unità.",
  },
  images: {
    alt: "Immagine",
    drop: "Trascinare qui un'immagine (PNG, JPEG, WebP o GIF, fino a 2 MB) oppure fare clic per sceglierne una.",
  },
  forms: {
    archive: "Archivia",
  },
  pickers: {
    create_item: "Crea «%{item}»",
    create_hint: "Digitare un nome per aggiungerne uno nuovo.",
    create_failed: "Impossibile crearlo. Riprovare.",
  },
  time_of_day: {
    invalid: "Non è un orario. Scrivilo come %{examples}.",
  },
  time_zone: {
    times_in: "Orari in %{zone}, il fuso orario della sede.",
  },
  phone: {
    country: "%{field}: paese",
    example: "Per esempio %{example}",
    invalid:
      "Inserire un numero valido per il paese scelto, per esempio %{example}, o in formato internazionale (+…).",
  },
  my_profile: {
    title: "Il mio profilo",
    not_linked:
      "Il suo accesso non è collegato a un membro del team, quindi non c'è un profilo da mostrare. Il titolare può collegarlo in Membri del team.",
    contact: "Contatti",
    email: "E-mail",
    mobile: "Cellulare",
    phone: "Telefono",
    locations: "Sedi",
    no_locations: "Non ancora assegnato a una sede.",
    services: "Servizi che eseguo",
    no_services: "Ancora nessun servizio.",
    shifts: "I miei turni nelle prossime due settimane",
    no_shifts: "Nessun turno nelle prossime due settimane.",
    read_only: "Solo il titolare o un responsabile può modificare questi dati.",
  },
};

export default app;
