import { HttpError } from "react-admin";
import { API_URL } from "../providers/apiUrl";
import { httpClient } from "../providers/httpClient";
import {
  establishSession,
  LOGIN_MESSAGES,
  LoginError,
} from "../providers/session";
import { DEMO_MESSAGES } from "./fakeBackend";
import { installDemoBackend } from "./installDemoBackend";

/**
 * Sign-in and sign-up of the SPA when the demo backend is on: the login
 * page's e-mail is the demo's username. The demo answers in SPEC §8's
 * words; the SPA shows them translated (`app.demo.*`).
 */

/**
 * What the demo reads of the sign-in and sign-up forms (the callers'
 * LoginParams and SignUpValues carry more): no import back into the modules
 * that load this one lazily.
 */
interface Credentials {
  email: string;
  password: string;
}
type Registration = Credentials & { name: string };

export const DEMO_MESSAGE_KEYS = {
  incorrect: "app.demo.wrong_credentials",
  taken: "app.demo.username_taken",
} as const;

const post = (path: string, body: object) =>
  httpClient(`${API_URL}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    silent: true,
  });

/** POST /users/authenticate, then the session as after auth/login. */
export const demoLogin = async ({ email, password }: Credentials) => {
  installDemoBackend();
  let token: unknown;
  try {
    ({
      json: { token },
    } = await post("/users/authenticate", {
      // As sign-up stores it (signUpModel.ts): trimmed, lower case.
      username: String(email ?? "")
        .trim()
        .toLowerCase(),
      password,
    }));
  } catch (error) {
    throw new LoginError(
      error instanceof HttpError && error.message === DEMO_MESSAGES.incorrect
        ? DEMO_MESSAGE_KEYS.incorrect
        : LOGIN_MESSAGES.failed,
    );
  }
  return establishSession({ status: 1, data: token, userInfo: {} });
};

/** POST /users/register with the sign-up form, then signs the user in. */
export const demoSignUp = async (values: Registration) => {
  installDemoBackend();
  try {
    await post("/users/register", {
      username: values.email,
      password: values.password,
      firstName: values.name,
    });
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.message === DEMO_MESSAGES.taken(values.email)
    ) {
      // Shown on the e-mail field, as the server's field errors are.
      throw new HttpError(DEMO_MESSAGE_KEYS.taken, 400, {
        errors: { email: DEMO_MESSAGE_KEYS.taken },
      });
    }
    throw error;
  }
  return demoLogin({ email: values.email, password: values.password });
};
