import type { CatalogueOf } from "../../en";
import type enPaymentTypes from "../../en/resources/payment-types";

/** Italian texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes: CatalogueOf<typeof enPaymentTypes> = {
  name: "Metodo di pagamento |||| Metodi di pagamento",
  fields: {
    name: "Nome",
    kind: "Tipo",
    is_system: "Predefinito",
    sort_order: "Ordine",
    archived_at: "Archiviato",
  },
  kinds: {
    cash: "Contanti",
    card: "Carta",
    voucher: "Buono",
    other: "Altro",
  },
  system_locked:
    "È un metodo di pagamento predefinito: nome e tipo non si possono cambiare e non si può eliminare. Puoi comunque spostarlo nell'elenco.",
  move_up: "Sposta su %{name}",
  move_down: "Sposta giù %{name}",
  reorder_failed: "Impossibile salvare l'ordine. Riprova.",
  empty: {
    title: "Ancora nessun metodo di pagamento",
    invite:
      "Aggiungi i metodi con cui pagano i clienti oltre a contanti, carta e buoni.",
  },
};

export default paymentTypes;
