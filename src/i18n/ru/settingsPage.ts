/** Русский: страница настроек (`/settings`, `app.settings_page`). */
export default {
  title: "Настройки",
  intro: "Выберите, что настроить.",
  other: "Другие настройки",
  language_display: "Язык и экран",
  language: "Язык",
  display_hint:
    "Макет, ширина, боковая панель и цвета верхней панели в этом браузере.",
};
