/** Avvisi di riuscita dopo un salvataggio; sotto `app.feedback`. */
export default {
  created: "%{resource} %{name}: creazione completata",
  created_unnamed: "%{resource}: creazione completata",
  updated: "%{resource} %{name}: modifiche salvate",
  updated_unnamed: "%{resource}: modifiche salvate",
  deleted: "%{resource} %{name}: eliminazione completata",
  deleted_unnamed: "%{resource}: eliminazione completata",
  archived: "%{resource} %{name}: archiviazione completata",
  archived_unnamed: "%{resource}: archiviazione completata",
};
