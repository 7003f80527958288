import { z } from "zod";

/** E-mail as stored: trimmed and lower-case. */
export const emailField = z.string().trim().toLowerCase().max(254).email();

/** Mobile numbers in E.164; spaces, dashes and brackets typed by people are removed. */
export const mobileSchema = z
  .string()
  .trim()
  .overwrite((v) => v.replace(/[\s\-().]/g, ""))
  .regex(
    /^\+[1-9]\d{6,14}$/,
    "Enter the number in international format, for example +441234567890.",
  );
