/** Сообщения об успешном сохранении; в `app.feedback`. */
export default {
  created: "Создано: %{resource} %{name}",
  created_unnamed: "Создано: %{resource}",
  updated: "Сохранено: %{resource} %{name}",
  updated_unnamed: "Сохранено: %{resource}",
  deleted: "Удалено: %{resource} %{name}",
  deleted_unnamed: "Удалено: %{resource}",
  archived: "Перемещено в архив: %{resource} %{name}",
  archived_unnamed: "Перемещено в архив: %{resource}",
};
