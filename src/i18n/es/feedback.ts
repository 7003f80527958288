/** Avisos de éxito tras guardar; bajo `app.feedback`. */
export default {
  created: "Se ha creado: %{resource} %{name}",
  created_unnamed: "Se ha creado: %{resource}",
  updated: "Se ha guardado: %{resource} %{name}",
  updated_unnamed: "Se ha guardado: %{resource}",
  deleted: "Se ha eliminado: %{resource} %{name}",
  deleted_unnamed: "Se ha eliminado: %{resource}",
  archived: "Se ha archivado: %{resource} %{name}",
  archived_unnamed: "Se ha archivado: %{resource}",
};
