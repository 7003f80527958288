/** Español: la vuelta a la lista de configuración tras guardar (`app.setup_return`). */
export default {
  back: "Volver a la lista",
};
