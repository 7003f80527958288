/** Español: el panel cuando todos los pasos están hechos (`app.setup_done`). */
export default {
  title: "Tu negocio está listo",
  text: "Todos los pasos están hechos: reserva tu primera cita.",
  book_first: "Reservar la primera cita",
};
