import { describe, expect, it } from "vitest";
import {
  currencyDigits,
  formatMoney,
  toAmountText,
  toMajor,
  toMinor,
} from "../../../src/components/money";

describe("money in minor units", () => {
  it("knows the decimals of a currency", () => {
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
    // ISO 4217, where the browser's Intl (CLDR) says otherwise.
    expect(currencyDigits("HUF")).toBe(2);
    expect(currencyDigits("IQD")).toBe(3);
  });

  it("turns minor units into the amount a person types, and back", () => {
    expect(toMajor(1234, "EUR")).toBe(12.34);
    expect(toMinor(12.34, "EUR")).toBe(1234);
    expect(toMinor("12,34", "EUR")).toBe(1234);
    expect(toMinor(500, "JPY")).toBe(500);
    expect(toMinor(1.234, "KWD")).toBe(1234);
    expect(toMinor("", "EUR")).toBeNull();
    expect(toMajor(null, "EUR")).toBeNull();
  });

  it("writes an amount to the currency's decimals, as a person types it", () => {
    expect(toAmountText(18390, "EUR")).toBe("183.90");
    expect(toAmountText(2000, "EUR")).toBe("20.00");
    expect(toAmountText(500, "JPY")).toBe("500");
    expect(toAmountText(1234, "KWD")).toBe("1.234");
    expect(toAmountText(-5, "EUR")).toBe("-0.05");
    expect(toAmountText(null, "EUR")).toBe("");
    // What is written reads back as the same minor units.
    for (const minor of [0, 1, 99, 18390, 123456789])
      expect(toMinor(toAmountText(minor, "EUR"), "EUR")).toBe(minor);
  });

  it("rounds half away from zero without binary noise", () => {
    expect(toMinor(1.005, "EUR")).toBe(101);
    expect(toMinor(-1.005, "EUR")).toBe(-101);
    expect(toMinor(2.675, "EUR")).toBe(268);
  });

  it("formats for the interface language", () => {
    expect(formatMoney(123456, "EUR", "en")).toBe("€1,234.56");
    expect(formatMoney(123456, "EUR", "de")).toMatch(/^1\.234,56\s€$/);
    expect(formatMoney(null, "EUR", "en")).toBe("");
    // Minor units shown to their ISO digits, even where Intl would round them away.
    expect(formatMoney(123456, "HUF", "en")).toMatch(/1,234\.56/);
    expect(formatMoney(1234, "IQD", "en")).toMatch(/1\.234/);
    expect(formatMoney(1234, "JPY", "en")).toBe("¥1,234");
  });
});
