import { z } from "zod";

/** Plain-language validation messages for every schema of the server. */
export function installZodMessages() {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case "invalid_type":
          return issue.input === undefined || issue.input === null
            ? "This field is required."
            : issue.expected === "null"
              ? "Must be empty."
              : issue.expected === "int" && typeof issue.input === "number"
                ? "Must be a whole number."
                : `Must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}.`;
        case "too_small":
          if (issue.origin === "string")
            return Number(issue.minimum) <= 1
              ? "This field is required."
              : `Must be at least ${issue.minimum} characters.`;
          return `Must be at least ${issue.minimum}.`;
        case "too_big":
          return issue.origin === "string"
            ? `Must be at most ${issue.maximum} characters.`
            : `Must be at most ${issue.maximum}.`;
        case "invalid_format":
          if (issue.format === "email") return "Enter a valid e-mail address.";
          if (issue.format === "date") return "Enter a date as YYYY-MM-DD.";
          return "Invalid format.";
        case "invalid_value":
          return `Must be one of: ${issue.values.join(", ")}.`;
        default:
          return undefined;
      }
    },
  });
}
