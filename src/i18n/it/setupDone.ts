/** Italiano: la dashboard quando ogni passo è fatto (`app.setup_done`). */
export default {
  title: "La tua attività è pronta",
  text: "Tutti i passi sono completati: prenota il tuo primo appuntamento.",
  book_first: "Prenota il primo appuntamento",
};
