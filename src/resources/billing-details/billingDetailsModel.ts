import { email } from "react-admin";
import { cleanSettings, req, text } from "../settings/settingsModel";

export const billingDetailsValidators = {
  legal_name: [req, text(200)],
  billing_email: [req, email("app.validation.email")],
  address_line1: [text(200)],
  address_line2: [text(200)],
  city: [text(100)],
  region: [text(100)],
  postcode: [text(20)],
  tax_number: [text(50)],
};

export const transformBillingDetails = (
  values: Record<string, unknown>,
): Record<string, unknown> => {
  const result = cleanSettings(values) as Record<string, unknown>;
  if (typeof result.billing_email === "string")
    result.billing_email = result.billing_email.toLowerCase();
  return result;
};
