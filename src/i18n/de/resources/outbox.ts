/** Deutsche Texte des Postausgangs (`resources.outbox`, Einstellungen, nur Inhaber). */
const outbox = {
  name: "Nachricht |||| Postausgang",
  fields: {
    id: "Id",
    created_at: "Eingereiht",
    kind: "Nachricht",
    channel: "Kanal",
    recipient: "An",
    subject: "Betreff",
    language: "Sprache",
    status: "Status",
    reason: "Grund",
    detail: "Details",
    attempts: "Versuche",
    send_after: "Nächster Versuch",
    expires_at: "Frist",
    sent_at: "Gesendet",
    client_id: "Kunde",
  },
  kinds: {
    password_reset: "Passwort zurücksetzen",
    purchase_order: "Bestellung",
    receipt: "Beleg",
    new_appointment: "Terminbestätigung",
    rescheduled_appointment: "Terminänderung",
    cancelled_appointment: "Terminabsage",
    reminder: "Erinnerung",
    no_show: "Verpasster Termin",
    thank_you: "Dankeschön",
  },
  statuses: {
    waiting: "Wartend",
    sending: "Wird gesendet",
    sent: "Gesendet",
    failed: "Fehlgeschlagen",
    expired: "Abgelaufen",
    cancelled: "Nicht gesendet",
  },
  reasons: {
    connection: "Der Mailserver war nicht erreichbar",
    timeout: "Der Mailserver hat nicht rechtzeitig geantwortet",
    deferred: "Der Mailserver bat, es später erneut zu versuchen",
    rejected: "Der Mailserver hat die Nachricht abgelehnt",
    error: "Die Nachricht konnte nicht gesendet werden",
    expired: "Die Frist lief ab, bevor sie gesendet werden konnte",
    retries_exhausted:
      "Alle Versuche sind fehlgeschlagen; es wird nicht mehr wiederholt",
    no_address: "Der Kunde hat keine E-Mail-Adresse",
    no_consent: "Der Kunde hat E-Mails nicht zugestimmt",
    template_off: "Die Benachrichtigung ist ausgeschaltet",
    appointment_changed: "Der Termin hat sich geändert",
  },
  resend: {
    label: "Erneut senden",
    label_for: "%{subject} erneut an %{recipient} senden",
    done: "Die Nachricht ist wieder im Postausgang und wird gleich gesendet.",
  },
  empty: {
    title: "Noch keine Nachrichten",
    invite:
      "Hier stehen die E-Mails, die das Geschäft versendet (Passwörter, Bestellungen, Terminbenachrichtigungen).",
  },
  open: "Postausgang: gesendete, wartende und fehlgeschlagene Nachrichten",
  client_messages: "Nachrichten an diesen Kunden",
};

export default outbox;
