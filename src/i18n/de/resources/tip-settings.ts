import type { CatalogueOf } from "../../en";
import type enTipSettings from "../../en/resources/tip-settings";

/** German texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings: CatalogueOf<typeof enTipSettings> = {
  name: "Trinkgeld-Einstellung |||| Trinkgeld-Einstellungen",
  fields: {
    location_id: "Standort",
    enabled: "Trinkgeld aktiv",
    suggested_pct: "Vorgeschlagene Trinkgelder (%)",
    allow_custom: "Eigener Betrag erlaubt",
    calculate_on: "Berechnen auf",
  },
  calculate_on: {
    before_tax: "Betrag vor Steuern",
    after_tax: "Betrag nach Steuern",
  },
  helper: {
    suggested_pct:
      "Bis zu 5 Prozentwerte von 5 bis 100, aufsteigend, z. B. 10, 15, 20.",
  },
  validation: {
    too_many: "Höchstens 5 Vorschläge.",
    not_number: "Jeder Vorschlag muss eine Zahl sein.",
    range: "Jeder Vorschlag muss zwischen 5 und 100 % liegen.",
    decimals: "Höchstens 2 Nachkommastellen.",
    ascending: "Vorschläge aufsteigend und ohne Wiederholung angeben.",
  },
  empty: {
    title: "Noch keine Trinkgeld-Einstellungen",
    invite:
      "Richten Sie Trinkgeld für einen Standort ein: Vorschläge und ob Kunden einen eigenen Betrag eingeben dürfen.",
  },
};

export default tipSettings;
