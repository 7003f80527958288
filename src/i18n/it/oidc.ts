/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Accesso",
  or: "oppure",
  sign_in_with: "Accedi con %{name}",
  register_at: "Crea un account su %{name}",
  reset_at: "Reimposta la password su %{name}",
  completing: "Completamento dell'accesso…",
  back: "Torna all'accesso",
  popup_closed:
    "La finestra di accesso è stata chiusa prima della fine dell’accesso. Seleziona di nuovo «Accedi con %{name}» per accedere in questa finestra.",
};

export default oidc;
