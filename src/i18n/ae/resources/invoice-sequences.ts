import type { CatalogueOf } from "../../en";
import type enInvoiceSequences from "../../en/resources/invoice-sequences";

/** Arabic (ae) texts of the invoice-sequences screens (`resources.invoice-sequences`). */
const invoiceSequences: CatalogueOf<typeof enInvoiceSequences> = {
  name: "تسلسلات فواتير |||| تسلسل فواتير |||| تسلسلا فواتير |||| تسلسلات فواتير |||| تسلسلًا للفواتير |||| تسلسل فواتير",
  fields: {
    name: "الاسم",
    prefix: "البادئة",
    next_number: "الرقم التالي",
    padding: "عدد الخانات",
    preview: "الفاتورة التالية",
  },
  preview: "رقم الفاتورة التالية",
  helper: {
    next_number: "يمكن رفعه، ولا يمكن خفضه إلى رقم صدر من قبل.",
  },
  validation: {
    prefix: "استخدم الحروف والأرقام و - _ / # . فقط.",
  },
  empty: {
    title: "لا توجد تسلسلات فواتير بعد",
    invite: "أنشئ تسلسلًا لكي يرقّم كل فرع فواتيره.",
  },
};

export default invoiceSequences;
