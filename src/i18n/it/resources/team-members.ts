import type { CatalogueOf } from "../../en";
import type enTeamMembers from "../../en/resources/team-members";

/** Italian texts of the team-members resource (`resources.team-members`). */
const teamMembers: CatalogueOf<typeof enTeamMembers> = {
  name: "Membro del team |||| Membri del team",
  fields: {
    id: "ID",
    first_name: "Nome",
    last_name: "Cognome",
    email: "E-mail",
    mobile: "Cellulare",
    phone: "Telefono",
    job_title: "Mansione",
    calendar_colour: "Colore nel calendario",
    employment_start: "Inizio del rapporto di lavoro",
    employment_end: "Fine del rapporto di lavoro",
    bookable_online: "Prenotabile online",
    sort_order: "Ordine di visualizzazione",
    photo_path: "Foto",
    location_ids: "Sedi",
    service_ids: "Servizi svolti",
    department_id: "Reparto",
    login_enabled: "Può accedere",
    has_login: "Ha un accesso",
    password: "Password di accesso",
    permissions: "Aree accessibili a questo membro",
    archived_at: "Archiviato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    search: "Cerca",
    archived: "Solo archiviati",
    location_id: "Sede",
    department_id: "Reparto",
    bookable_online: "Prenotabile online",
  },
  sections: {
    details: "Dettagli",
    employment: "Rapporto di lavoro",
    work: "Dove lavora e cosa fa",
    calendar: "Calendario",
    login: "Accesso del personale",
  },
  login: {
    intro:
      "Il membro del team accede con l'e-mail indicata sopra e vede solo le aree selezionate qui sotto.",
    password_hint:
      "Obbligatoria alla prima attivazione dell'accesso. Lasciare vuoto per mantenere la password attuale.",
    email_required: "Per l'accesso del personale è necessaria un'e-mail.",
    password_required: "Impostare una password per attivare l'accesso.",
    select_all: "Seleziona tutto",
    other: "Altro",
    presets: {
      reception: "Reception",
      therapist: "Terapista",
      manager: "Responsabile",
    },
  },
  areas: {
    "2": "Calendario",
    "3": "Clienti",
    "4": "Prodotti",
    "5": "Magazzino",
    "6": "Promozioni",
    "7": "Report: finanze",
    "8": "Report: vendite",
    "9": "Report: magazzino",
    "10": "Report: appuntamenti",
    "11": "Report: clienti",
    "12": "Report: team",
    "13": "Dashboard dei report",
    "14": "Impostazioni",
    "15": "Servizi",
    "16": "Team",
    "17": "Risorse",
    "19": "Report: buoni regalo",
  },
  helpers: {
    calendar_colour: "Colore dei suoi appuntamenti nel calendario.",
    sort_order: "I numeri più bassi compaiono per primi nel calendario.",
  },
  no_department: "Nessun reparto",
  validation: {
    location_required: "Scegli almeno una sede in cui lavora questo membro.",
    employment_order: "La data di fine non può precedere quella di inizio.",
    whole_number: "Inserisci un numero intero.",
  },
  empty: {
    title: "Ancora nessun membro del team",
    invite:
      "Aggiungi le persone che lavorano con te, dove lavorano e cosa fanno.",
  },
  notifications: {
    invalid_colour: "Usare un colore come #1A2B3C.",
  },
};

export default teamMembers;
