import type { CatalogueOf } from "../../en";
import type enVouchers from "../../en/resources/vouchers";

/** Arabic texts of `resources.vouchers`. */
const vouchers: CatalogueOf<typeof enVouchers> = {
  name: "قسائم مُصدرة |||| قسيمة مُصدرة |||| القسائم المُصدرة |||| قسائم مُصدرة |||| قسيمةً مُصدرة |||| قسيمة مُصدرة",
  fields: {
    id: "المعرّف",
    code: "الرمز",
    voucher_type_id: "القسيمة",
    sale_item_id: "بند البيع",
    location_id: "بيعت في",
    purchaser_client_id: "اشتراها",
    recipient_name: "المستلم",
    recipient_email: "بريد المستلم",
    message: "الرسالة",
    issue_date: "تاريخ الإصدار",
    expiry_date: "تاريخ الانتهاء",
    original_value: "القيمة الأصلية",
    balance: "الرصيد",
    status: "الحالة",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    status: "الحالة",
    voucher_type_id: "القسيمة",
    location_id: "بيعت في",
    has_balance: "لها رصيد متبقٍ",
    issued_from: "صدرت من",
    issued_until: "صدرت حتى",
    expires_from: "تنتهي من",
    expires_until: "تنتهي حتى",
  },
  statuses: {
    unpaid: "غير مدفوعة",
    valid: "صالحة",
    expired: "منتهية",
    redeemed: "مستخدمة",
    refunded: "مستردة",
    void: "ملغاة",
  },
  empty: {
    title: "لم تُصدر أي قسائم بعد",
    text: "تظهر القسائم هنا بعد بيعها عند الدفع.",
  },
};

export default vouchers;
