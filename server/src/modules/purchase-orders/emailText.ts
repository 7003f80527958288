/**
 * The purchase-order e-mail's words in the six languages of the app
 * (SPEC §1), chosen by the business's default language (DOMAIN: merchants
 * `default_language`). `ae` is Arabic: lang "ar", right to left.
 */

export const MAIL_LANGUAGES = ["en", "es", "de", "it", "ru", "ae"] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface OrderMailText {
  /** BCP 47 tag for `<html lang>` and number formatting. */
  tag: string;
  dir: "ltr" | "rtl";
  title: (number: string) => string;
  subject: (number: string, business: string) => string;
  from: string;
  to: string;
  orderDate: string;
  expected: string;
  reference: string;
  deliverTo: string;
  product: string;
  sku: string;
  quantity: string;
  unitCost: string;
  lineTotal: string;
  subtotal: string;
  tax: string;
  shipping: string;
  total: string;
  notes: string;
  /** One line of the plain-text part: "3 × Rose oil (SKU) at €4.50 = €13.50". */
  line: (qty: string, product: string, cost: string, total: string) => string;
}

const CATALOGUES: Record<MailLanguage, OrderMailText> = {
  en: {
    // Money as before: "US$" for dollars, "€1,234.50" for euros.
    tag: "en-GB",
    dir: "ltr",
    title: (n) => `Purchase order ${n}`,
    subject: (n, b) => `Purchase order ${n} from ${b}`,
    from: "From",
    to: "To",
    orderDate: "Order date",
    expected: "Expected delivery",
    reference: "Our reference",
    deliverTo: "Deliver to",
    product: "Product",
    sku: "SKU",
    quantity: "Quantity",
    unitCost: "Unit cost",
    lineTotal: "Line total",
    subtotal: "Subtotal",
    tax: "Tax",
    shipping: "Shipping",
    total: "Total",
    notes: "Notes",
    line: (q, p, c, t) => `${q} × ${p} at ${c} = ${t}`,
  },
  es: {
    tag: "es",
    dir: "ltr",
    title: (n) => `Orden de compra ${n}`,
    subject: (n, b) => `Orden de compra ${n} de ${b}`,
    from: "De",
    to: "Para",
    orderDate: "Fecha de pedido",
    expected: "Entrega prevista",
    reference: "Nuestra referencia",
    deliverTo: "Entregar en",
    product: "Producto",
    sku: "SKU",
    quantity: "Cantidad",
    unitCost: "Coste unitario",
    lineTotal: "Total de línea",
    subtotal: "Subtotal",
    tax: "Impuestos",
    shipping: "Envío",
    total: "Total",
    notes: "Notas",
    line: (q, p, c, t) => `${q} × ${p} a ${c} = ${t}`,
  },
  de: {
    tag: "de",
    dir: "ltr",
    title: (n) => `Bestellung ${n}`,
    subject: (n, b) => `Bestellung ${n} von ${b}`,
    from: "Von",
    to: "An",
    orderDate: "Bestelldatum",
    expected: "Erwartete Lieferung",
    reference: "Unsere Referenz",
    deliverTo: "Lieferadresse",
    product: "Produkt",
    sku: "Artikelnummer",
    quantity: "Menge",
    unitCost: "Stückkosten",
    lineTotal: "Positionssumme",
    subtotal: "Zwischensumme",
    tax: "Steuer",
    shipping: "Versand",
    total: "Gesamt",
    notes: "Notizen",
    line: (q, p, c, t) => `${q} × ${p} zu ${c} = ${t}`,
  },
  it: {
    tag: "it",
    dir: "ltr",
    title: (n) => `Ordine di acquisto ${n}`,
    subject: (n, b) => `Ordine di acquisto ${n} da ${b}`,
    from: "Da",
    to: "A",
    orderDate: "Data ordine",
    expected: "Consegna prevista",
    reference: "Nostro riferimento",
    deliverTo: "Consegna a",
    product: "Prodotto",
    sku: "SKU",
    quantity: "Quantità",
    unitCost: "Costo unitario",
    lineTotal: "Totale riga",
    subtotal: "Subtotale",
    tax: "Imposte",
    shipping: "Spedizione",
    total: "Totale",
    notes: "Note",
    line: (q, p, c, t) => `${q} × ${p} a ${c} = ${t}`,
  },
  ru: {
    tag: "ru",
    dir: "ltr",
    title: (n) => `Заказ поставщику ${n}`,
    subject: (n, b) => `Заказ поставщику ${n} от ${b}`,
    from: "От",
    to: "Кому",
    orderDate: "Дата заказа",
    expected: "Ожидаемая поставка",
    reference: "Наша ссылка",
    deliverTo: "Куда доставить",
    product: "Товар",
    sku: "Артикул",
    quantity: "Количество",
    unitCost: "Цена за единицу",
    lineTotal: "Сумма строки",
    subtotal: "Подытог",
    tax: "Налог",
    shipping: "Доставка",
    total: "Итого",
    notes: "Примечания",
    line: (q, p, c, t) => `${q} × ${p} по ${c} = ${t}`,
  },
  ae: {
    tag: "ar",
    dir: "rtl",
    title: (n) => `أمر شراء ${n}`,
    subject: (n, b) => `أمر شراء ${n} من ${b}`,
    from: "من",
    to: "إلى",
    orderDate: "تاريخ الطلب",
    expected: "التسليم المتوقع",
    reference: "مرجعنا",
    deliverTo: "التسليم إلى",
    product: "المنتج",
    sku: "رمز المنتج",
    quantity: "الكمية",
    unitCost: "تكلفة الوحدة",
    lineTotal: "إجمالي البند",
    subtotal: "المجموع الفرعي",
    tax: "الضريبة",
    shipping: "الشحن",
    total: "الإجمالي",
    notes: "ملاحظات",
    line: (q, p, c, t) => `${q} × ${p} بسعر ${c} = ${t}`,
  },
};

/** The words for a business's language; English for anything else. */
export const orderMailText = (language: string | null | undefined) =>
  CATALOGUES[
    (MAIL_LANGUAGES as readonly string[]).includes(language ?? "")
      ? (language as MailLanguage)
      : "en"
  ];
