import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** German texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Rückerstattung |||| Rückerstattungen",
  empty: {
    title: "Noch keine Rückerstattungen",
    invite: "Rückerstattungen von der Seite eines Verkaufs erscheinen hier.",
  },
  fields: {
    refund_number: "Erstattung",
    refund_at: "Datum",
    original_sale_id: "Verkauf",
    client: "Kunde",
    location_id: "Standort",
    total: "Betrag",
    methods: "Erstattet auf",
  },
  filters: {
    from: "Von",
    to: "Bis",
    location_id: "Standort",
  },
};

export default refunds;
