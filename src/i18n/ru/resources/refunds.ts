import type { CatalogueOf } from "../../en";
import type enRefunds from "../../en/resources/refunds";

/** Russian texts of `resources.refunds`. */
const refunds: CatalogueOf<typeof enRefunds> = {
  name: "Возврат |||| Возвраты |||| Возвратов",
  empty: {
    title: "Возвратов пока нет",
    invite: "Здесь появятся возвраты, оформленные на странице продажи.",
  },
  fields: {
    refund_number: "Возврат",
    refund_at: "Дата",
    original_sale_id: "Продажа",
    client: "Клиент",
    location_id: "Филиал",
    total: "Сумма",
    methods: "Возвращено на",
  },
  filters: {
    from: "С",
    to: "По",
    location_id: "Филиал",
  },
};

export default refunds;
