import type { CatalogueOf } from "../../en";
import type enPaymentTypes from "../../en/resources/payment-types";

/** Spanish texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes: CatalogueOf<typeof enPaymentTypes> = {
  name: "Forma de pago |||| Formas de pago",
  fields: {
    name: "Nombre",
    kind: "Tipo",
    is_system: "Predefinida",
    sort_order: "Orden",
    archived_at: "Archivada",
  },
  kinds: {
    cash: "Efectivo",
    card: "Tarjeta",
    voucher: "Bono",
    other: "Otra",
  },
  system_locked:
    "Es una forma de pago predefinida: su nombre y tipo no se pueden cambiar y no se puede eliminar. Sí puedes moverla en la lista.",
  move_up: "Subir %{name}",
  move_down: "Bajar %{name}",
  reorder_failed: "No se pudo guardar el orden. Inténtalo de nuevo.",
  empty: {
    title: "Aún no hay formas de pago",
    invite:
      "Añade las formas de pago que usan tus clientes además de efectivo, tarjeta y bonos.",
  },
};

export default paymentTypes;
