/** العربية: صفحة الإعدادات (`/settings`, `app.settings_page`). */
export default {
  title: "الإعدادات",
  intro: "اختر ما تريد إعداده.",
  other: "إعدادات أخرى",
  language_display: "اللغة والعرض",
  language: "اللغة",
  display_hint:
    "التخطيط والعرض والشريط الجانبي وألوان الشريط العلوي في هذا المتصفح.",
};
