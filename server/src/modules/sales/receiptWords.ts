import { isLanguage, type Language } from "../outbox/words.js";

/** The receipt e-mail's words in the six languages of the app (SPEC §1). */
export interface ReceiptWords {
  subject: (business: string, invoice: string) => string;
  greeting: (name: string) => string;
  intro: string;
  invoice: string;
  date: string;
  location: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  tip: string;
  paid: string;
  refunded: string;
  balance: string;
  voided: string;
  payments: string;
  thanks: string;
}

const CATALOGUES: Record<Language, ReceiptWords> = {
  en: {
    subject: (b, n) => `Your receipt ${n} from ${b}`,
    greeting: (n) => `Hello ${n},`,
    intro: "Here is your receipt.",
    invoice: "Invoice",
    date: "Date",
    location: "Location",
    subtotal: "Subtotal",
    discount: "Discount",
    tax: "Tax",
    total: "Total",
    tip: "Tip",
    paid: "Paid",
    refunded: "Refunded",
    balance: "Balance due",
    voided: "This sale was voided.",
    payments: "Payments",
    thanks: "Thank you for your visit.",
  },
  es: {
    subject: (b, n) => `Tu recibo ${n} de ${b}`,
    greeting: (n) => `Hola, ${n}:`,
    intro: "Aquí tienes tu recibo.",
    invoice: "Factura",
    date: "Fecha",
    location: "Centro",
    subtotal: "Subtotal",
    discount: "Descuento",
    tax: "Impuestos",
    total: "Total",
    tip: "Propina",
    paid: "Pagado",
    refunded: "Reembolsado",
    balance: "Saldo pendiente",
    voided: "Esta venta fue anulada.",
    payments: "Pagos",
    thanks: "Gracias por tu visita.",
  },
  de: {
    subject: (b, n) => `Ihr Beleg ${n} von ${b}`,
    greeting: (n) => `Hallo ${n},`,
    intro: "hier ist Ihr Beleg.",
    invoice: "Rechnung",
    date: "Datum",
    location: "Standort",
    subtotal: "Zwischensumme",
    discount: "Rabatt",
    tax: "Steuer",
    total: "Gesamt",
    tip: "Trinkgeld",
    paid: "Bezahlt",
    refunded: "Erstattet",
    balance: "Offener Betrag",
    voided: "Dieser Verkauf wurde storniert.",
    payments: "Zahlungen",
    thanks: "Danke für Ihren Besuch.",
  },
  it: {
    subject: (b, n) => `La tua ricevuta ${n} da ${b}`,
    greeting: (n) => `Ciao ${n},`,
    intro: "ecco la tua ricevuta.",
    invoice: "Fattura",
    date: "Data",
    location: "Sede",
    subtotal: "Subtotale",
    discount: "Sconto",
    tax: "Imposte",
    total: "Totale",
    tip: "Mancia",
    paid: "Pagato",
    refunded: "Rimborsato",
    balance: "Saldo da pagare",
    voided: "Questa vendita è stata annullata.",
    payments: "Pagamenti",
    thanks: "Grazie per la visita.",
  },
  ru: {
    subject: (b, n) => `Ваш чек ${n} от ${b}`,
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: "Ваш чек ниже.",
    invoice: "Счёт",
    date: "Дата",
    location: "Филиал",
    subtotal: "Подытог",
    discount: "Скидка",
    tax: "Налог",
    total: "Итого",
    tip: "Чаевые",
    paid: "Оплачено",
    refunded: "Возвращено",
    balance: "К оплате",
    voided: "Эта продажа аннулирована.",
    payments: "Оплаты",
    thanks: "Спасибо за визит.",
  },
  ae: {
    subject: (b, n) => `إيصالك ${n} من ${b}`,
    greeting: (n) => `مرحبًا ${n}،`,
    intro: "إليك إيصالك.",
    invoice: "الفاتورة",
    date: "التاريخ",
    location: "الفرع",
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    tax: "الضريبة",
    total: "الإجمالي",
    tip: "الإكرامية",
    paid: "المدفوع",
    refunded: "المسترد",
    balance: "الرصيد المستحق",
    voided: "تم إلغاء هذا البيع.",
    payments: "المدفوعات",
    thanks: "شكرًا لزيارتك.",
  },
};

/** The receipt's words in a language; English for anything else. */
export const receiptWords = (language: string | null | undefined) =>
  CATALOGUES[isLanguage(language) ? language : "en"];
