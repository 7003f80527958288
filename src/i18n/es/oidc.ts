/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Iniciando sesión",
  or: "o",
  sign_in_with: "Iniciar sesión con %{name}",
  register_at: "Crear una cuenta en %{name}",
  reset_at: "Restablecer la contraseña en %{name}",
  completing: "Completando el inicio de sesión…",
  back: "Volver al inicio de sesión",
  popup_closed:
    "La ventana de inicio de sesión se cerró antes de terminar. Selecciona «Iniciar sesión con %{name}» de nuevo para iniciar sesión en esta ventana.",
};

export default oidc;
