/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Вход",
  or: "или",
  sign_in_with: "Войти через %{name}",
  register_at: "Создать учётную запись в %{name}",
  reset_at: "Сбросить пароль в %{name}",
  completing: "Завершаем вход…",
  back: "Вернуться ко входу",
  popup_closed:
    "Окно входа было закрыто до завершения входа. Снова выберите «Войти через %{name}», чтобы войти в этом окне.",
};

export default oidc;
