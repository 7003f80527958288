import type { CatalogueOf } from "../../en";
import type enReferralSources from "../../en/resources/referral-sources";

/** German texts of `resources.referral-sources`. */
const referralSources: CatalogueOf<typeof enReferralSources> = {
  name: "Empfehlungsquelle |||| Empfehlungsquellen",
  empty: {
    title: "Noch keine Empfehlungsquellen",
    invite:
      "Erfassen Sie, wie Kunden Sie finden, etwa über Ihre Website oder eine Empfehlung.",
  },
  fields: {
    id: "Id",
    name: "Name",
    sort_order: "Reihenfolge",
    is_default: "Standard für neue Kunden",
    archived_at: "Archiviert",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    archived: "Nur archivierte",
    is_default: "Standard",
  },
  actions: {
    move_up: "Nach oben",
    move_down: "Nach unten",
  },
  notifications: {
    default_help:
      "Nur eine Quelle kann Standard sein; diese Wahl ersetzt den bisherigen Standard.",
  },
};

export default referralSources;
