import type { CatalogueOf } from "../../en";
import type enVouchers from "../../en/resources/vouchers";

/** Spanish texts of `resources.vouchers`. */
const vouchers: CatalogueOf<typeof enVouchers> = {
  name: "Bono emitido |||| Bonos emitidos",
  fields: {
    id: "Id",
    code: "Código",
    voucher_type_id: "Bono",
    sale_item_id: "Línea de venta",
    location_id: "Vendido en",
    purchaser_client_id: "Comprado por",
    recipient_name: "Destinatario",
    recipient_email: "Correo del destinatario",
    message: "Mensaje",
    issue_date: "Emitido",
    expiry_date: "Caduca",
    original_value: "Valor original",
    balance: "Saldo",
    status: "Estado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    status: "Estado",
    voucher_type_id: "Bono",
    location_id: "Vendido en",
    has_balance: "Con saldo pendiente",
    issued_from: "Emitido desde",
    issued_until: "Emitido hasta",
    expires_from: "Caduca desde",
    expires_until: "Caduca hasta",
  },
  statuses: {
    unpaid: "Sin pagar",
    valid: "Válido",
    expired: "Caducado",
    redeemed: "Canjeado",
    refunded: "Reembolsado",
    void: "Anulado",
  },
  empty: {
    title: "Aún no se han emitido bonos",
    text: "Los bonos aparecen aquí cuando se venden en caja.",
  },
};

export default vouchers;
