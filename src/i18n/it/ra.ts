import type { TranslationMessages } from "ra-core";

/**
 * Italian (it) translation of react-admin's own UI messages (`ra.*`).
 * Same key tree as ra-language-english. Polyglot's Italian plural rule has
 * 2 forms: `singular |||| plural`.
 */
const messages: TranslationMessages = {
  ra: {
    action: {
      add_filter: "Aggiungi filtro",
      add: "Aggiungi",
      back: "Indietro",
      bulk_actions:
        "1 elemento selezionato |||| %{smart_count} elementi selezionati",
      cancel: "Annulla",
      clear_array_input: "Svuota l'elenco",
      clear_input_value: "Cancella valore",
      clone: "Duplica",
      confirm: "Conferma",
      create: "Crea",
      create_item: "Crea %{item}",
      delete: "Elimina",
      edit: "Modifica",
      export: "Esporta",
      list: "Elenco",
      refresh: "Aggiorna",
      remove_filter: "Rimuovi questo filtro",
      remove_all_filters: "Rimuovi tutti i filtri",
      remove: "Rimuovi",
      reset: "Reimposta",
      save: "Salva",
      search: "Cerca",
      search_columns: "Cerca colonne",
      select_all: "Seleziona tutto",
      select_all_button: "Seleziona tutto",
      select_row: "Seleziona questa riga",
      show: "Visualizza",
      sort: "Ordina",
      undo: "Annulla",
      unselect: "Deseleziona",
      expand: "Espandi",
      close: "Chiudi",
      open_menu: "Apri menu",
      close_menu: "Chiudi menu",
      update: "Aggiorna",
      move_up: "Sposta su",
      move_down: "Sposta giù",
      open: "Apri",
      toggle_theme: "Passa alla modalità chiara/scura",
      select_columns: "Colonne",
      update_application: "Ricarica l'applicazione",
    },
    boolean: {
      true: "Sì",
      false: "No",
      null: " ",
    },
    page: {
      create: "Crea %{name}",
      dashboard: "Dashboard",
      edit: "%{name} %{recordRepresentation}",
      error: "Si è verificato un problema",
      list: "%{name}",
      loading: "Caricamento in corso",
      not_found: "Non trovato",
      show: "%{name} %{recordRepresentation}",
      empty: "Non ci sono ancora %{name}.",
      invite: "Vuoi aggiungerne uno?",
      access_denied: "Accesso negato",
      authentication_error: "Errore di autenticazione",
    },
    input: {
      file: {
        upload_several:
          "Trascina qui alcuni file da caricare oppure fai clic per selezionarne uno.",
        upload_single:
          "Trascina qui un file da caricare oppure fai clic per selezionarlo.",
      },
      image: {
        upload_several:
          "Trascina qui alcune immagini da caricare oppure fai clic per selezionarne una.",
        upload_single:
          "Trascina qui un'immagine da caricare oppure fai clic per selezionarla.",
      },
      references: {
        all_missing: "Impossibile trovare i dati di riferimento.",
        many_missing:
          "Almeno uno dei riferimenti associati sembra non essere più disponibile.",
        single_missing:
          "Il riferimento associato sembra non essere più disponibile.",
      },
      password: {
        toggle_visible: "Nascondi password",
        toggle_hidden: "Mostra password",
      },
    },
    message: {
      about: "Informazioni",
      access_denied:
        "Non disponi delle autorizzazioni necessarie per accedere a questa pagina",
      are_you_sure: "Sei sicuro?",
      authentication_error:
        "Il server di autenticazione ha restituito un errore e non è stato possibile verificare le tue credenziali.",
      auth_error:
        "Si è verificato un errore durante la convalida del token di autenticazione.",
      bulk_delete_content:
        "Sei sicuro di voler eliminare questo elemento (%{name})? |||| Sei sicuro di voler eliminare questi %{smart_count} elementi?",
      bulk_delete_title: "Elimina %{name} |||| Elimina %{smart_count} %{name}",
      bulk_update_content:
        "Sei sicuro di voler aggiornare %{name} %{recordRepresentation}? |||| Sei sicuro di voler aggiornare questi %{smart_count} elementi?",
      bulk_update_title:
        "Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}",
      clear_array_input: "Sei sicuro di voler svuotare l'intero elenco?",
      delete_content:
        "Sei sicuro di voler eliminare questo elemento (%{name})?",
      delete_title: "Elimina %{name} %{recordRepresentation}",
      details: "Dettagli",
      error:
        "Si è verificato un errore lato client e non è stato possibile completare la richiesta.",
      invalid_form: "Il modulo non è valido. Controlla gli errori.",
      loading: "Attendere prego",
      no: "No",
      not_found:
        "Hai digitato un URL errato oppure hai seguito un link non valido.",
      select_all_limit_reached:
        "Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max} elementi.",
      unsaved_changes:
        "Alcune modifiche non sono state salvate. Sei sicuro di volerle ignorare?",
      yes: "Sì",
      placeholder_data_warning:
        "Problema di rete: aggiornamento dei dati non riuscito.",
    },
    navigation: {
      clear_filters: "Cancella filtri",
      no_filtered_results: "Nessun risultato per %{name} con i filtri attuali.",
      no_results: "Nessun risultato per %{name}",
      no_more_results:
        "Il numero di pagina %{page} è fuori dall'intervallo. Prova la pagina precedente.",
      page_out_of_boundaries: "Numero di pagina %{page} fuori dall'intervallo",
      page_out_from_end: "Impossibile andare oltre l'ultima pagina",
      page_out_from_begin: "Impossibile andare prima della pagina 1",
      page_range_info: "%{offsetBegin}-%{offsetEnd} di %{total}",
      partial_page_range_info:
        "%{offsetBegin}-%{offsetEnd} di oltre %{offsetEnd}",
      current_page: "Pagina %{page}",
      page: "Vai alla pagina %{page}",
      first: "Vai alla prima pagina",
      last: "Vai all'ultima pagina",
      next: "Vai alla pagina successiva",
      previous: "Vai alla pagina precedente",
      page_rows_per_page: "Righe per pagina:",
      skip_nav: "Vai al contenuto",
    },
    sort: {
      sort_by: "Ordina per %{field_lower_first} %{order}",
      ASC: "crescente",
      DESC: "decrescente",
    },
    auth: {
      auth_check_error: "Accedi per continuare",
      user_menu: "Profilo",
      username: "Nome utente",
      password: "Password",
      email: "Email",
      sign_in: "Accedi",
      sign_in_error: "Autenticazione non riuscita, riprova",
      logout: "Esci",
    },
    notification: {
      updated: "Elemento aggiornato |||| %{smart_count} elementi aggiornati",
      created: "Elemento creato",
      deleted: "Elemento eliminato |||| %{smart_count} elementi eliminati",
      bad_item: "Elemento non valido",
      item_doesnt_exist: "L'elemento non esiste",
      http_error: "Errore di comunicazione con il server",
      data_provider_error:
        "Errore del dataProvider. Controlla la console per i dettagli.",
      i18n_error:
        "Impossibile caricare le traduzioni per la lingua specificata",
      canceled: "Azione annullata",
      logged_out: "La sessione è terminata, effettua di nuovo l'accesso.",
      not_authorized: "Non sei autorizzato ad accedere a questa risorsa.",
      application_update_available: "È disponibile una nuova versione.",
      offline: "Nessuna connessione. Impossibile recuperare i dati.",
    },
    validation: {
      required: "Obbligatorio",
      minLength: "Deve contenere almeno %{min} caratteri",
      maxLength: "Deve contenere al massimo %{max} caratteri",
      minValue: "Deve essere almeno %{min}",
      maxValue: "Deve essere al massimo %{max}",
      number: "Deve essere un numero",
      email: "Deve essere un indirizzo email valido",
      oneOf: "Deve essere uno tra: %{options}",
      regex: "Deve corrispondere a un formato specifico (regexp): %{pattern}",
      unique: "Deve essere univoco",
    },
    saved_queries: {
      label: "Ricerche salvate",
      query_name: "Nome della ricerca",
      new_label: "Salva la ricerca corrente...",
      new_dialog_title: "Salva la ricerca corrente come",
      remove_label: "Rimuovi ricerca salvata",
      remove_label_with_name: 'Rimuovi la ricerca "%{name}"',
      remove_dialog_title: "Rimuovere la ricerca salvata?",
      remove_message:
        "Sei sicuro di voler rimuovere questo elemento dall'elenco delle ricerche salvate?",
      help: "Filtra l'elenco e salva questa ricerca per usarla in seguito",
    },
    guesser: {
      empty: {
        title: "Nessun dato da visualizzare",
        message: "Controlla il tuo data provider",
      },
    },
    configurable: {
      customize: "Personalizza",
      configureMode: "Configura questa pagina",
      inspector: {
        title: "Ispettore",
        content:
          "Passa il mouse sugli elementi dell'interfaccia per configurarli",
        reset: "Ripristina impostazioni",
        hideAll: "Nascondi tutto",
        showAll: "Mostra tutto",
      },
      Datagrid: {
        title: "Tabella dati",
        unlabeled: "Colonna senza etichetta n. %{column}",
      },
      SimpleForm: {
        title: "Modulo",
        unlabeled: "Campo senza etichetta n. %{input}",
      },
      SimpleList: {
        title: "Elenco",
        primaryText: "Testo principale",
        secondaryText: "Testo secondario",
        tertiaryText: "Testo terziario",
      },
    },
  },
};

export default messages;
