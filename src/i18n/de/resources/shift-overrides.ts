import type { CatalogueOf } from "../../en";
import type enShiftOverrides from "../../en/resources/shift-overrides";

/** German texts of changed days (`resources.shift-overrides`). */
const shiftOverrides: CatalogueOf<typeof enShiftOverrides> = {
  name: "Geänderter Tag |||| Geänderte Tage",
  fields: {
    id: "ID",
    team_member_id: "Teammitglied",
    location_id: "Standort",
    date: "Datum",
    intervals: "Schichten",
    note: "Notiz",
    day_off: "Freier Tag",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    from: "Von",
    to: "Bis",
  },
  empty: {
    title: "Noch keine geänderten Tage",
    invite:
      "Ändere die Zeiten eines einzelnen Tages oder gib frei, ohne das Muster anzutasten.",
  },
  notifications: {},
};

export default shiftOverrides;
