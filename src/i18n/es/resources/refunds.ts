import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Spanish texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Reembolso |||| Reembolsos",
  empty: {
    title: "Aún no hay reembolsos",
    invite: "Aquí aparecen los reembolsos hechos desde la página de una venta.",
  },
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
