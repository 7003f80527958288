/** Deutsch: was das Archivieren von Kunden meldet (in `resources.clients`). */
export default {
  notifications: {
    deleted: "Kunde archiviert |||| %{smart_count} Kunden archiviert",
  },
  bulk: {
    selected: "1 Kunde ausgewählt |||| %{smart_count} Kunden ausgewählt",
    archive_title:
      "Den Kunden archivieren? |||| %{smart_count} Kunden archivieren?",
    archive_content:
      "Der Kunde verschwindet aus der Liste; sein Verlauf bleibt erhalten und er kann wiederhergestellt werden. |||| Diese %{smart_count} Kunden verschwinden aus der Liste; ihr Verlauf bleibt erhalten und sie können wiederhergestellt werden.",
  },
};
