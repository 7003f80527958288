import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Italian texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Rimborso |||| Rimborsi",
  empty: {
    title: "Ancora nessun rimborso",
    invite: "Qui compaiono i rimborsi fatti dalla pagina di una vendita.",
  },
  fields: {
    refund_number: "Rimborso",
    refund_at: "Data",
    original_sale_id: "Vendita",
    client: "Cliente",
    location_id: "Sede",
    total: "Importo",
    methods: "Rimborsato su",
  },
  filters: {
    from: "Dal",
    to: "Al",
    location_id: "Sede",
  },
};

export default refunds;
