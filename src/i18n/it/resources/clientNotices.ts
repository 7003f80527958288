/** Italiano: cosa dice l'archiviazione dei clienti (in `resources.clients`). */
export default {
  notifications: {
    deleted: "Cliente archiviato |||| %{smart_count} clienti archiviati",
  },
  bulk: {
    selected: "1 cliente selezionato |||| %{smart_count} clienti selezionati",
    archive_title:
      "Archiviare il cliente? |||| Archiviare %{smart_count} clienti?",
    archive_content:
      "Il cliente esce dall'elenco; lo storico resta e può essere ripristinato. |||| Questi %{smart_count} clienti escono dall'elenco; lo storico resta e possono essere ripristinati.",
  },
};
