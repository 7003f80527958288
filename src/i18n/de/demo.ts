/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "Demo-Backend: Anmeldung und Registrierung werden nur in diesem Browser simuliert. Geben Sie niemals echte Daten ein.",
  wrong_credentials: "Benutzername oder Passwort ist falsch",
  username_taken: "Dieser Benutzername ist bereits vergeben",
};

export default demo;
