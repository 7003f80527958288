/** Italiano: il ritorno alla lista di controllo dopo il salvataggio (`app.setup_return`). */
export default {
  back: "Torna alla lista di controllo",
};
