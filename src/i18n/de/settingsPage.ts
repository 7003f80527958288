/** Deutsch: die Einstellungsseite (`/settings`, `app.settings_page`). */
export default {
  title: "Einstellungen",
  intro: "Wählen Sie, was Sie einrichten möchten.",
  other: "Weitere Einstellungen",
  language_display: "Sprache und Anzeige",
  language: "Sprache",
  display_hint:
    "Layout, Breite, Seitenleiste und Farben der oberen Leiste in diesem Browser.",
};
