import { LANGUAGES } from "../../db/schema/index.js";

/**
 * The outbox's own words in the six languages of the app (SPEC §1): the
 * layout's line under every HTML message, the password reset mail, and the
 * subject of a client notification whose template has none. `ae` is
 * Arabic: lang "ar", right to left.
 */

export type Language = (typeof LANGUAGES)[number];

/** The client notification types (DOMAIN §3.6). */
export type NotificationType =
  | "reminder"
  | "new_appointment"
  | "rescheduled_appointment"
  | "cancelled_appointment"
  | "no_show"
  | "thank_you";

export interface MailWords {
  /** BCP 47 tag for `<html lang>`, dates and amounts. */
  tag: string;
  dir: "ltr" | "rtl";
  /** The layout's last line: who sent the message. */
  sentBy: (business: string) => string;
  resetSubject: string;
  resetText: (name: string, minutes: number, link: string) => string;
  /** A notification's subject when its template has none. */
  subjects: Record<NotificationType, string>;
}

const CATALOGUES: Record<Language, MailWords> = {
  en: {
    tag: "en-GB",
    dir: "ltr",
    sentBy: (b) => `Sent by ${b}`,
    resetSubject: "Reset your password",
    resetText: (name, m, link) =>
      `Hello ${name},\n\nOpen this link within ${m} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    subjects: {
      new_appointment: "Your appointment is booked",
      rescheduled_appointment: "Your appointment has changed",
      cancelled_appointment: "Your appointment has been cancelled",
      reminder: "A reminder of your appointment",
      no_show: "We missed you",
      thank_you: "Thank you for your visit",
    },
  },
  es: {
    tag: "es",
    dir: "ltr",
    sentBy: (b) => `Enviado por ${b}`,
    resetSubject: "Restablece tu contraseña",
    resetText: (name, m, link) =>
      `Hola, ${name}:\n\nAbre este enlace en los próximos ${m} minutos para elegir una contraseña nueva:\n${link}\n\nSi no lo has pedido, ignora este correo.\n`,
    subjects: {
      new_appointment: "Tu cita está reservada",
      rescheduled_appointment: "Tu cita ha cambiado",
      cancelled_appointment: "Tu cita ha sido cancelada",
      reminder: "Recordatorio de tu cita",
      no_show: "Te echamos de menos",
      thank_you: "Gracias por tu visita",
    },
  },
  de: {
    tag: "de",
    dir: "ltr",
    sentBy: (b) => `Gesendet von ${b}`,
    resetSubject: "Passwort zurücksetzen",
    resetText: (name, m, link) =>
      `Hallo ${name},\n\nöffnen Sie diesen Link innerhalb von ${m} Minuten, um ein neues Passwort zu wählen:\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    subjects: {
      new_appointment: "Ihr Termin ist gebucht",
      rescheduled_appointment: "Ihr Termin wurde geändert",
      cancelled_appointment: "Ihr Termin wurde storniert",
      reminder: "Erinnerung an Ihren Termin",
      no_show: "Wir haben Sie vermisst",
      thank_you: "Danke für Ihren Besuch",
    },
  },
  it: {
    tag: "it",
    dir: "ltr",
    sentBy: (b) => `Inviato da ${b}`,
    resetSubject: "Reimposta la password",
    resetText: (name, m, link) =>
      `Ciao ${name},\n\napri questo link entro ${m} minuti per scegliere una nuova password:\n${link}\n\nSe non l'hai chiesto tu, ignora questa e-mail.\n`,
    subjects: {
      new_appointment: "Il tuo appuntamento è prenotato",
      rescheduled_appointment: "Il tuo appuntamento è cambiato",
      cancelled_appointment: "Il tuo appuntamento è stato annullato",
      reminder: "Promemoria del tuo appuntamento",
      no_show: "Ci sei mancato",
      thank_you: "Grazie per la visita",
    },
  },
  ru: {
    tag: "ru",
    dir: "ltr",
    sentBy: (b) => `Отправитель: ${b}`,
    resetSubject: "Сброс пароля",
    resetText: (name, m, link) =>
      `Здравствуйте, ${name}!\n\nОткройте эту ссылку в течение ${m} минут, чтобы выбрать новый пароль:\n${link}\n\nЕсли вы этого не запрашивали, просто проигнорируйте это письмо.\n`,
    subjects: {
      new_appointment: "Вы записаны",
      rescheduled_appointment: "Ваша запись изменена",
      cancelled_appointment: "Ваша запись отменена",
      reminder: "Напоминание о записи",
      no_show: "Мы вас ждали",
      thank_you: "Спасибо за визит",
    },
  },
  ae: {
    tag: "ar",
    dir: "rtl",
    sentBy: (b) => `أرسلها ${b}`,
    resetSubject: "إعادة تعيين كلمة المرور",
    resetText: (name, m, link) =>
      `مرحبًا ${name}،\n\nافتح هذا الرابط خلال ${m} دقيقة لاختيار كلمة مرور جديدة:\n${link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.\n`,
    subjects: {
      new_appointment: "تم حجز موعدك",
      rescheduled_appointment: "تم تغيير موعدك",
      cancelled_appointment: "تم إلغاء موعدك",
      reminder: "تذكير بموعدك",
      no_show: "افتقدناك",
      thank_you: "شكرًا لزيارتك",
    },
  },
};

export const isLanguage = (v: unknown): v is Language =>
  typeof v === "string" && (LANGUAGES as readonly string[]).includes(v);

/** The words of a language; English for anything else. */
export const mailWords = (language: string | null | undefined): MailWords =>
  CATALOGUES[isLanguage(language) ? language : "en"];
