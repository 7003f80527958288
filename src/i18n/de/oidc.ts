/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Anmeldung",
  or: "oder",
  sign_in_with: "Mit %{name} anmelden",
  register_at: "Konto bei %{name} erstellen",
  reset_at: "Passwort bei %{name} zurücksetzen",
  completing: "Die Anmeldung wird abgeschlossen…",
  back: "Zurück zur Anmeldung",
  popup_closed:
    "Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war. Wählen Sie erneut „Mit %{name} anmelden“, um sich in diesem Fenster anzumelden.",
};

export default oidc;
