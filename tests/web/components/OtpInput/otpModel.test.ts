import { describe, expect, it } from "vitest";
import {
  acceptKey,
  acceptPaste,
  isAllowedChar,
  shouldShowOtpError,
} from "../../../../src/components/OtpInput";

describe("one-time-code rules", () => {
  it("accepts letters, digits and % * _ - @ # $ ! only", () => {
    for (const char of [..."aZ09%*_-@#$!"])
      expect(isAllowedChar(char), char).toBe(true);
    for (const char of [..." &+.é/"])
      expect(isAllowedChar(char), char).toBe(false);
  });

  it("accepts digits only in numbers-only mode", () => {
    expect(isAllowedChar("7", true)).toBe(true);
    expect(isAllowedChar("a", true)).toBe(false);
    expect(isAllowedChar("#", true)).toBe(false);
  });

  it("ignores a space and applies the letter case to keys", () => {
    expect(acceptKey(" ", {})).toBeNull();
    expect(acceptKey("Enter", {})).toBeNull();
    expect(acceptKey("a", { letterCase: "upper" })).toBe("A");
    expect(acceptKey("B", { letterCase: "lower" })).toBe("b");
  });

  it("strips spaces from a paste and refuses any other bad character", () => {
    expect(acceptPaste(" 12 3\t4\n", { numbersOnly: true })).toEqual([
      ..."1234",
    ]);
    expect(acceptPaste("12a4", { numbersOnly: true })).toBeNull();
    expect(acceptPaste("ab-1", { letterCase: "upper" })).toEqual([..."AB-1"]);
    expect(acceptPaste("ab&1", {})).toBeNull();
    expect(acceptPaste("   ", {})).toBeNull();
  });

  it("shows errors when invalid and touched or dirty", () => {
    expect(shouldShowOtpError({ invalid: true })).toBe(false);
    expect(shouldShowOtpError({ invalid: true, isTouched: true })).toBe(true);
    expect(shouldShowOtpError({ invalid: true, isDirty: true })).toBe(true);
    expect(shouldShowOtpError({ invalid: false, isDirty: true })).toBe(false);
  });
});
