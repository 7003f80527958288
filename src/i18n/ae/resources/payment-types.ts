import type { CatalogueOf } from "../../en";
import type enPaymentTypes from "../../en/resources/payment-types";

/** Arabic (ae) texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes: CatalogueOf<typeof enPaymentTypes> = {
  name: "طرق دفع |||| طريقة دفع |||| طرق الدفع |||| طرق دفع |||| طريقة دفع |||| طريقة دفع",
  fields: {
    name: "الاسم",
    kind: "النوع",
    is_system: "مدمجة",
    sort_order: "الترتيب",
    archived_at: "مؤرشفة",
  },
  kinds: {
    cash: "نقدًا",
    card: "بطاقة",
    voucher: "قسيمة",
    other: "أخرى",
  },
  system_locked:
    "هذه طريقة دفع مدمجة: لا يمكن تغيير اسمها أو نوعها ولا حذفها، لكن يمكنك نقلها في القائمة.",
  move_up: "نقل %{name} للأعلى",
  move_down: "نقل %{name} للأسفل",
  reorder_failed: "تعذّر حفظ الترتيب. حاول مرة أخرى.",
  empty: {
    title: "لا توجد طرق دفع بعد",
    invite:
      "أضف طرق الدفع التي يستخدمها عملاؤك إلى جانب النقد والبطاقة والقسائم.",
  },
};

export default paymentTypes;
