/** Success notices after a write (useSavedNotice); mounted under `app.feedback`. */
export default {
  created: "%{resource} %{name} created",
  created_unnamed: "%{resource} created",
  updated: "%{resource} %{name} saved",
  updated_unnamed: "%{resource} saved",
  deleted: "%{resource} %{name} deleted",
  deleted_unnamed: "%{resource} deleted",
  archived: "%{resource} %{name} archived",
  archived_unnamed: "%{resource} archived",
};
