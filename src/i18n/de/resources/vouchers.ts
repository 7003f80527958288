import type { CatalogueOf } from "../../en";
import type enVouchers from "../../en/resources/vouchers";

/** German texts of `resources.vouchers`. */
const vouchers: CatalogueOf<typeof enVouchers> = {
  name: "Ausgegebener Gutschein |||| Ausgegebene Gutscheine",
  fields: {
    id: "Id",
    code: "Code",
    voucher_type_id: "Gutschein",
    sale_item_id: "Verkaufsposition",
    location_id: "Verkauft in",
    purchaser_client_id: "Gekauft von",
    recipient_name: "Empfänger",
    recipient_email: "E-Mail des Empfängers",
    message: "Nachricht",
    issue_date: "Ausgegeben",
    expiry_date: "Läuft ab",
    original_value: "Ursprünglicher Wert",
    balance: "Guthaben",
    status: "Status",
    created_at: "Erstellt",
    updated_at: "Aktualisiert",
  },
  filters: {
    status: "Status",
    voucher_type_id: "Gutschein",
    location_id: "Verkauft in",
    has_balance: "Mit Restguthaben",
    issued_from: "Ausgegeben ab",
    issued_until: "Ausgegeben bis",
    expires_from: "Läuft ab ab",
    expires_until: "Läuft ab bis",
  },
  statuses: {
    unpaid: "Unbezahlt",
    valid: "Gültig",
    expired: "Abgelaufen",
    redeemed: "Eingelöst",
    refunded: "Erstattet",
    void: "Storniert",
  },
  empty: {
    title: "Noch keine Gutscheine ausgegeben",
    text: "Gutscheine erscheinen hier, sobald sie an der Kasse verkauft werden.",
  },
};

export default vouchers;
