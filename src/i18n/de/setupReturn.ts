/** Deutsch: der Weg zurück zur Checkliste nach dem Speichern (`app.setup_return`). */
export default {
  back: "Zurück zur Checkliste",
};
