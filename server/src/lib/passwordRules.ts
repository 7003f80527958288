import { z } from "zod";

/** The password rules and messages of SPEC §5, shared by sign-up, reset and change. */
export const PASSWORD_MESSAGES = {
  required: "Password is required.",
  min: "Password must be at least 10 characters.",
  max: "Password must be at most 50 characters.",
  complexity:
    "Password must contain alphabetics,numbers and special charactes !",
  confirmRequired: "This value is required.",
  mismatch: "This value should be the same.",
  /** Sign-up says it in words; Change Password keeps SPEC §5's text. */
  signUpMismatch: "The passwords do not match.",
  currentRequired: "Current Password is required.",
} as const;

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(10, PASSWORD_MESSAGES.min)
  .max(50, PASSWORD_MESSAGES.max)
  .refine(
    (p) => /\p{L}/u.test(p) && /\p{N}/u.test(p) && /[^\p{L}\p{N}\s]/u.test(p),
    PASSWORD_MESSAGES.complexity,
  );

export const confirmSchema = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .min(1, PASSWORD_MESSAGES.confirmRequired);

/** Adds the "confirm equals password" rule to an object schema. */
export function withConfirmation<T extends z.ZodObject>(
  schema: T,
  field: string,
  confirm: string,
  message: string = PASSWORD_MESSAGES.mismatch,
) {
  return schema.superRefine((v: Record<string, unknown>, ctx) => {
    if (v[confirm] && v[field] !== v[confirm]) {
      ctx.addIssue({
        code: "custom",
        path: [confirm],
        message,
      });
    }
  });
}
