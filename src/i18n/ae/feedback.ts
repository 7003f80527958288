/** رسائل النجاح بعد الحفظ؛ تحت `app.feedback`. */
export default {
  created: "تم إنشاء %{resource} %{name}",
  created_unnamed: "تم إنشاء %{resource}",
  updated: "تم حفظ %{resource} %{name}",
  updated_unnamed: "تم حفظ %{resource}",
  deleted: "تم حذف %{resource} %{name}",
  deleted_unnamed: "تم حذف %{resource}",
  archived: "تمت أرشفة %{resource} %{name}",
  archived_unnamed: "تمت أرشفة %{resource}",
};
