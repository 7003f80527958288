/**
 * Decimal places of a currency's minor unit, from the ISO 4217 list (DOMAIN
 * §1.2): 2 unless listed here. The app offers the currencies the runtime's
 * `Intl.supportedValuesOf("currency")` names (sign-up, business details);
 * this table is fixed rather than read from Intl, whose CLDR data differs
 * from ISO 4217 for some of them (Intl says 0 for HUF, IDR and IQD, ISO says
 * 2, 2 and 3) and may differ between a browser and the server, while the
 * till and the server must agree on what one minor unit is. Codes ISO lists
 * without a minor unit (XDR, XSU) and unknown codes get 2, as Intl does.
 */
const DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** ISO 4217 digits of a currency code (EUR 2, JPY 0, BHD 3); case-insensitive. */
export const currencyDigits = (currency: string): number =>
  DIGITS[currency.toUpperCase()] ?? 2;
