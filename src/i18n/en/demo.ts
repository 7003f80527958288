/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "Demo backend: sign-in and registration are simulated in this browser only. Never enter real data.",
  wrong_credentials: "Username or password is incorrect",
  username_taken: "This username is already taken",
};

export default demo;
