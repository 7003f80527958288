import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Spanish texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Reembolso |||| Reembolsos",
  fields: {
    refund_number: "Reembolso",
    refund_at: "Fecha",
    original_sale_id: "Venta",
    client: "Cliente",
    location_id: "Centro",
    total: "Importe",
    methods: "Reembolsado a",
  },
  filters: {
    from: "Desde",
    to: "Hasta",
    location_id: "Centro",
  },
};

export default refunds;
