/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "Backend dimostrativo: accesso e registrazione sono simulati solo in questo browser. Non inserire mai dati reali.",
  wrong_credentials: "Nome utente o password non corretti",
  username_taken: "Questo nome utente è già in uso",
};

export default demo;
