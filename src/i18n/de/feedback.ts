/** Erfolgsmeldungen nach dem Speichern; unter `app.feedback`. */
export default {
  created: "%{resource} %{name} angelegt",
  created_unnamed: "%{resource} angelegt",
  updated: "%{resource} %{name} gespeichert",
  updated_unnamed: "%{resource} gespeichert",
  deleted: "%{resource} %{name} gelöscht",
  deleted_unnamed: "%{resource} gelöscht",
  archived: "%{resource} %{name} archiviert",
  archived_unnamed: "%{resource} archiviert",
};
