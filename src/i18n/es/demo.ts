/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "Backend de demostración: el inicio de sesión y el registro se simulan solo en este navegador. No introduzca nunca datos reales.",
  wrong_credentials: "El nombre de usuario o la contraseña no son correctos",
  username_taken: "Este nombre de usuario ya está en uso",
};

export default demo;
