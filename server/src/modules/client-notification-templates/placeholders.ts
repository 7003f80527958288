import { z } from "zod";
import { NOTIFICATION_PLACEHOLDERS } from "../../db/schema/index.js";

const KNOWN = new Set<string>(NOTIFICATION_PLACEHOLDERS);
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The `{names}` of a text that are not placeholders of DOMAIN §3.6. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((m) => m[1].trim());
  return [...new Set(found.filter((name) => !KNOWN.has(name)))];
}

export const placeholderMessage = (unknown: string[]) =>
  `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(", ")}. Use only: ${NOTIFICATION_PLACEHOLDERS.map((n) => `{${n}}`).join(", ")}.`;

/** Message text whose `{placeholders}` must all be known. */
export const templateText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length)
        ctx.addIssue({ code: "custom", message: placeholderMessage(unknown) });
    });
