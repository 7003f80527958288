import type { CatalogueOf } from "../../en";
import type enCloseDates from "../../en/resources/close-dates";

/** German texts of the close-dates screens (`resources.close-dates`). */
const closeDates: CatalogueOf<typeof enCloseDates> = {
  name: "Schließtag |||| Schließtage",
  fields: {
    start_date: "Von",
    end_date: "Bis",
    description: "Beschreibung",
    location_ids: "Standorte",
    location_id: "Standort",
    on_or_after: "Am oder nach",
    on_or_before: "Am oder vor",
  },
  all_locations: "Alle Standorte",
  validation: {
    end_before_start: "Das Enddatum darf nicht vor dem Startdatum liegen.",
    locations: "Wählen Sie mindestens einen Standort.",
  },
  booked: {
    title: "Termine an diesen Tagen",
    intro:
      "An diesen Tagen ist noch %{smart_count} Termin gebucht. Öffnen Sie den Tag im Kalender, um ihn zu verschieben oder abzusagen. |||| An diesen Tagen sind noch %{smart_count} Termine gebucht. Öffnen Sie den Tag im Kalender, um sie zu verschieben oder abzusagen.",
    more: "…und %{smart_count} weiterer. |||| …und %{smart_count} weitere.",
    walk_in: "Laufkundschaft",
    close: "Schließen",
  },
  empty: {
    title: "Noch keine Schließtage",
    invite:
      "Erfassen Sie Feiertage und andere Tage, an denen ein Standort keine Buchungen annimmt.",
  },
};

export default closeDates;
