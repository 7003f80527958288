import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Arabic texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "المبالغ المستردة |||| مبلغ مسترد |||| المبالغ المستردة |||| مبالغ مستردة |||| مبلغًا مستردًا |||| مبلغ مسترد",
  empty: {
    title: "لا توجد مبالغ مستردة بعد",
    invite: "تظهر هنا المبالغ المستردة من صفحة عملية البيع.",
  },
  fields: {
    refund_number: "الاسترداد",
    refund_at: "التاريخ",
    original_sale_id: "عملية البيع",
    client: "العميل",
    location_id: "الفرع",
    total: "المبلغ",
    methods: "الاسترداد إلى",
  },
  filters: {
    from: "من",
    to: "إلى",
    location_id: "الفرع",
  },
};

export default refunds;
