import { API_URL } from "../providers/apiUrl";
import { MERCHANT_ROLE } from "../providers/accessControl";
import { httpClient } from "../providers/httpClient";
import { establishSession, type LoginResponse } from "../providers/session";
import type { PasswordChangeValues } from "./passwordRules";

/** Account calls of SPEC §7; each form shows its own failure. */

const multipart = (values: Record<string, string>): FormData => {
  const form = new FormData();
  Object.entries(values).forEach(([key, value]) => form.append(key, value));
  return form;
};

export interface AccountAnswer {
  status?: number;
  message?: string;
  data?: unknown;
}

export interface SignUpValues {
  business_name: string;
  name: string;
  email: string;
  password: string;
  confirm_password: string;
  currency_code: string;
  country_code: string;
  timezone: string;
}

/** POST auth/merchantSignUp; the answer signs the new owner in. */
export const signUp = async (values: SignUpValues) => {
  // The demo backend (SPEC §7) registers instead, only when built with it.
  if (import.meta.env.VITE_DEMO_BACKEND === "true") {
    const { demoSignUp } = await import("../demo/demoSession");
    return demoSignUp(values);
  }
  const { json } = await httpClient(`${API_URL}/auth/merchantSignUp`, {
    method: "POST",
    body: JSON.stringify(values),
    silent: true,
  });
  return establishSession(json as LoginResponse);
};

export const forgotPassword = async (email: string): Promise<AccountAnswer> =>
  (
    await httpClient(`${API_URL}/auth/forgotPassword`, {
      method: "POST",
      body: multipart({ email }),
      silent: true,
    })
  ).json;

export const resetPassword = async (values: {
  password: string;
  confirm_password: string;
  token: string;
}): Promise<AccountAnswer> =>
  (
    await httpClient(`${API_URL}/auth/resetPassword`, {
      method: "POST",
      body: multipart(values),
      silent: true,
    })
  ).json;

/** merchant/changePassword for role 2, staff/changePassword otherwise. */
export const changePassword = async (
  values: PasswordChangeValues,
  role: number | undefined,
): Promise<AccountAnswer> => {
  const scope = role === MERCHANT_ROLE ? "merchant" : "staff";
  return (
    await httpClient(`${API_URL}/${scope}/changePassword`, {
      method: "POST",
      body: multipart({ ...values }),
      silent: true,
    })
  ).json;
};
