import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Italian texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Rimborso |||| Rimborsi",
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
