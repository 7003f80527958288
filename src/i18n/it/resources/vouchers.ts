import type { CatalogueOf } from "../../en";
import type enVouchers from "../../en/resources/vouchers";

/** Italian texts of `resources.vouchers`. */
const vouchers: CatalogueOf<typeof enVouchers> = {
  name: "Buono emesso |||| Buoni emessi",
  fields: {
    id: "Id",
    code: "Codice",
    voucher_type_id: "Buono",
    sale_item_id: "Riga di vendita",
    location_id: "Venduto presso",
    purchaser_client_id: "Acquistato da",
    recipient_name: "Destinatario",
    recipient_email: "E-mail del destinatario",
    message: "Messaggio",
    issue_date: "Emesso",
    expiry_date: "Scade",
    original_value: "Valore iniziale",
    balance: "Saldo",
    status: "Stato",
    created_at: "Creato",
    updated_at: "Aggiornato",
  },
  filters: {
    status: "Stato",
    voucher_type_id: "Buono",
    location_id: "Venduto presso",
    has_balance: "Con saldo residuo",
    issued_from: "Emesso dal",
    issued_until: "Emesso fino al",
    expires_from: "Scade dal",
    expires_until: "Scade fino al",
  },
  statuses: {
    unpaid: "Non pagato",
    valid: "Valido",
    expired: "Scaduto",
    redeemed: "Utilizzato",
    refunded: "Rimborsato",
    void: "Annullato",
  },
  empty: {
    title: "Nessun buono emesso",
    text: "I buoni compaiono qui quando vengono venduti alla cassa.",
  },
};

export default vouchers;
