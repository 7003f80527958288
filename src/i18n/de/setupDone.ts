/** Deutsch: das Dashboard, wenn alle Schritte erledigt sind (`app.setup_done`). */
export default {
  title: "Ihr Unternehmen ist bereit",
  text: "Alle Schritte sind erledigt: Buchen Sie Ihren ersten Termin.",
  book_first: "Ersten Termin buchen",
};
