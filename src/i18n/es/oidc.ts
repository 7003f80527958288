/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Iniciando sesión",
  or: "o",
  sign_in_with: "Iniciar sesión con %{name}",
  register_at: "Crear una cuenta en %{name}",
  reset_at: "Restablecer la contraseña en %{name}",
  completing: "Completando el inicio de sesión…",
  back: "Volver al inicio de sesión",
};

export default oidc;
