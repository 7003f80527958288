import { describe, expect, it } from "vitest";
import {
  currencyDigits,
  divRound,
  instantMs,
  MONEY_MAX,
  MoneyError,
  percentIn,
  percentText,
  withinMoneyBounds,
} from "../../../server/src/shared/money";

describe("currency digits (ISO 4217)", () => {
  it("knows 0, 2, 3 and 4 digit currencies, whatever Intl says", () => {
    expect(["JPY", "KRW", "XOF", "ISK", "CLP"].map(currencyDigits)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(
      ["EUR", "USD", "GBP", "HUF", "IDR", "chf"].map(currencyDigits),
    ).toEqual([2, 2, 2, 2, 2, 2]);
    expect(
      ["BHD", "KWD", "OMR", "JOD", "TND", "LYD", "IQD"].map(currencyDigits),
    ).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(currencyDigits("CLF")).toBe(4);
  });

  it("gives every currency the app offers a number of digits", () => {
    for (const code of Intl.supportedValuesOf("currency"))
      expect([0, 2, 3, 4]).toContain(currencyDigits(code));
  });
});

describe("percentages held exactly", () => {
  it("reads numbers and numeric(7,4) text into ten-thousandths of a point", () => {
    expect(percentIn(12.5)).toBe(125_000n);
    expect(percentIn("12.5000")).toBe(125_000n);
    expect(percentIn(" 7.7 ")).toBe(77_000n);
    expect(percentIn(0.0001)).toBe(1n);
    expect(percentIn(100)).toBe(1_000_000n);
    expect(percentIn("20.00000")).toBe(200_000n);
    expect(percentText(77_000n)).toBe("7.7000");
    expect(percentText(1n)).toBe("0.0001");
  });

  it("refuses what numeric(7,4) between 0 and 100 cannot hold, rather than rounding it", () => {
    for (const bad of [
      12.34567,
      "12.34561",
      -1,
      "-0.5",
      100.0001,
      1e-7,
      Number.NaN,
      Infinity,
      "",
      "12,5",
      "1e2",
    ])
      expect(() => percentIn(bad as number | string)).toThrow(MoneyError);
  });
});

describe("rounding", () => {
  it("rounds half away from zero", () => {
    expect([
      divRound(5n, 2n),
      divRound(-5n, 2n),
      divRound(7n, 3n),
      divRound(-7n, 3n),
      divRound(8n, 3n),
    ]).toEqual([3n, -3n, 2n, -2n, 3n]);
  });
});

describe("bounds", () => {
  it("says whether computed figures stay within the money cap", () => {
    expect(
      withinMoneyBounds({ total: MONEY_MAX, tip: -MONEY_MAX, status: "paid" }),
    ).toBe(true);
    expect(withinMoneyBounds({ total: MONEY_MAX + 1 })).toBe(false);
    expect(withinMoneyBounds({ total: 0.5 })).toBe(false);
  });
});

describe("instants", () => {
  it("reads the API's ISO 8601 and PostgreSQL's timestamptz text alike", () => {
    const ms = Date.UTC(2026, 0, 5, 9);
    expect(instantMs("2026-01-05T09:00:00Z")).toBe(ms);
    expect(instantMs("2026-01-05 09:00:00+00")).toBe(ms);
    expect(instantMs("2026-01-05 10:30:00+01:30")).toBe(ms);
    expect(instantMs(ms)).toBe(ms);
    expect(() => instantMs("soon")).toThrow("Enter a valid date and time.");
  });
});
