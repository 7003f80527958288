/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "Демонстрационный сервер: вход и регистрация имитируются только в этом браузере. Никогда не вводите настоящие данные.",
  wrong_credentials: "Неверное имя пользователя или пароль",
  username_taken: "Это имя пользователя уже занято",
};

export default demo;
