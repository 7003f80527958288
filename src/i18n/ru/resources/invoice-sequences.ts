import type { CatalogueOf } from "../../en";
import type enInvoiceSequences from "../../en/resources/invoice-sequences";

/** Russian texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences: CatalogueOf<typeof enInvoiceSequences> = {
  name: "Нумерация счетов |||| Нумерации счетов |||| Нумераций счетов",
  fields: {
    name: "Название",
    prefix: "Префикс",
    next_number: "Следующий номер",
    padding: "Цифр",
    preview: "Следующий счёт",
  },
  preview: "Номер следующего счёта",
  helper: {
    next_number:
      "Можно увеличить, но нельзя уменьшить до уже выданного номера.",
  },
  validation: {
    prefix: "Только буквы, цифры и - _ / # .",
  },
  empty: {
    title: "Нумераций счетов пока нет",
    invite: "Создайте нумерацию, чтобы каждый филиал нумеровал свои счета.",
  },
};

export default invoiceSequences;
