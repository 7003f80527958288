import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 12: dates and times are written for people by one module,
 * src/components/dates, in the UI language and the record's time zone. A
 * screen that formats a date itself (the browser's language and clock)
 * fails here; so does react-admin's DateField or DateTimeInput/TimeInput
 * (the browser's clock), which the module wraps.
 */
const SRC = path.resolve(__dirname, "../../../../src");
const MODULE = path.join(SRC, "components", "dates");

/** Files that use Intl for arithmetic, never for what a person reads. */
const NOT_FOR_PEOPLE: Record<string, string> = {
  "resources/working-hours/workingTimeModel.ts":
    "reads an instant's wall-clock parts (en-CA digits) to compute",
  "resources/settings/settingsModel.ts":
    "asks Intl whether a time zone name exists",
};

const RULES: [RegExp, string][] = [
  [/\.toLocaleDateString\(/, "toLocaleDateString"],
  [/\.toLocaleTimeString\(/, "toLocaleTimeString"],
  [/new Date\([^)]*\)\.toLocaleString\(/, "Date#toLocaleString"],
  [/new Intl\.DateTimeFormat\(/, "new Intl.DateTimeFormat"],
  [
    /import\s*\{[^}]*\b(DateField|DateTimeInput|TimeInput)\b[^}]*\}\s*from\s*"react-admin"/,
    "react-admin's own date field or input",
  ],
];

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === MODULE ? [] : sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });

describe("dates are formatted by the dates module only", () => {
  it("finds no screen that writes a date or time itself", () => {
    const offences = sources(SRC).flatMap((file) => {
      const name = path.relative(SRC, file).split(path.sep).join("/");
      if (name in NOT_FOR_PEOPLE) return [];
      const text = fs.readFileSync(file, "utf8");
      return RULES.filter(([pattern]) => pattern.test(text)).map(
        ([, what]) => `${name}: ${what}`,
      );
    });
    expect(offences).toEqual([]);
  });

  it("still knows why each exception needs Intl", () => {
    for (const name of Object.keys(NOT_FOR_PEOPLE))
      expect(fs.readFileSync(path.join(SRC, name), "utf8"), name).toMatch(
        /new Intl\.DateTimeFormat\(/,
      );
  });
});
