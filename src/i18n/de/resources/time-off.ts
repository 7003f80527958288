import type { CatalogueOf } from "../../en";
import type enTimeOff from "../../en/resources/time-off";

/** German texts of time off (`resources.time-off`). */
const timeOff: CatalogueOf<typeof enTimeOff> = {
  name: "Abwesenheit |||| Abwesenheiten",
  fields: {
    id: "ID",
    team_member_id: "Teammitglied",
    start_at: "Von",
    end_at: "Bis",
    type: "Art",
    note: "Notiz",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    from: "Von",
    to: "Bis",
  },
  types: {
    annual: "Urlaub",
    sick: "Krankheit",
    training: "Schulung",
    other: "Sonstiges",
  },
  validation: {
    end_after_start: "Das Ende muss nach dem Beginn liegen.",
  },
  empty: {
    title: "Noch keine Abwesenheiten",
    invite:
      "Erfasse Urlaub, Krankheit und Schulungen; sie werden von den Arbeitszeiten abgezogen.",
  },
  notifications: {},
};

export default timeOff;
