/** Pure rules of the one-time-code input (SPEC §5). */

export type LetterCase = "upper" | "lower";

export interface OtpRules {
  numbersOnly?: boolean;
  letterCase?: LetterCase;
}

export const DEFAULT_OTP_LENGTH = 4;

const DIGIT = /^[0-9]$/;
const CODE_CHAR = /^[A-Za-z0-9%*_\-@#$!]$/;

/** Digits in numbers-only mode; otherwise letters, digits and % * _ - @ # $ ! */
export const isAllowedChar = (char: string, numbersOnly = false): boolean =>
  (numbersOnly ? DIGIT : CODE_CHAR).test(char);

export const applyLetterCase = (char: string, letterCase?: LetterCase) =>
  letterCase === "upper"
    ? char.toUpperCase()
    : letterCase === "lower"
      ? char.toLowerCase()
      : char;

/** A typed key as the character to store, or null (space, disallowed). */
export const acceptKey = (key: string, rules: OtpRules): string | null =>
  key.length === 1 && isAllowedChar(key, rules.numbersOnly)
    ? applyLetterCase(key, rules.letterCase)
    : null;

/**
 * Pasted text as characters to store, or null when the paste is refused:
 * whitespace is stripped first; any other disallowed character refuses the
 * whole paste (so numbers-only takes a paste only when it is all digits).
 */
export const acceptPaste = (text: string, rules: OtpRules): string[] | null => {
  const chars = [...text.replace(/\s/g, "")];
  if (chars.length === 0) return null;
  if (!chars.every((char) => isAllowedChar(char, rules.numbersOnly)))
    return null;
  return chars.map((char) => applyLetterCase(char, rules.letterCase));
};

/** One string per box ('' = empty). */
export const toCells = (value: string, length: number): string[] =>
  Array.from({ length }, (_, index) => value[index] ?? "");

/** The value reported to the form: the filled boxes, in order. */
export const fromCells = (cells: readonly string[]): string => cells.join("");

/** Writes `chars` into the boxes from `index` on, dropping the overflow. */
export const fillFrom = (
  cells: readonly string[],
  index: number,
  chars: readonly string[],
): string[] =>
  cells.map((cell, i) =>
    i >= index && i - index < chars.length ? chars[i - index] : cell,
  );

export const setCell = (
  cells: readonly string[],
  index: number,
  char: string,
) => fillFrom(cells, index, [char]);

/** Error styling shows when the value is invalid and touched or dirty. */
export const shouldShowOtpError = (state: {
  invalid?: boolean;
  isTouched?: boolean;
  isDirty?: boolean;
}): boolean => Boolean(state.invalid && (state.isTouched || state.isDirty));
