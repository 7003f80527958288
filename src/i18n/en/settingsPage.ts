/** English: the Settings page (`/settings`, `app.settings_page`). */
export default {
  title: "Settings",
  intro: "Choose what to set up.",
  other: "More settings",
  language_display: "Language and display",
  language: "Language",
  display_hint: "Layout, width, sidebar and top bar colours of this browser.",
};
