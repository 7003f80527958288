import { normalizePhoneFields, toE164 } from "../../lib/contactFields.js";
import type { Nationality } from "./names.js";
import type { Rng } from "./random.js";

/**
 * Seeded rows' phone fields through the API's own rule (normalizePhoneFields):
 * each number stored in E.164 and valid, national ones read in the business's
 * country. A demo number that is not valid fails the seed, as the API would
 * refuse it.
 */
export async function withPhones<T extends object>(
  rows: T[],
  fields: readonly string[],
  country: string,
): Promise<T[]> {
  for (const row of rows)
    await normalizePhoneFields(
      row as Record<string, unknown>,
      fields,
      () => country,
    );
  return rows;
}

/**
 * A valid mobile number (E.164) of the nationality: the prefix and digits
 * drawn, cut or filled to the country's length, and drawn again after the
 * prefix while it is not a valid number. The redraws come from `redraws`,
 * a stream of their own, so no other random choice of the seed changes.
 */
export function demoMobile(
  redraws: Rng,
  nat: Nationality,
  prefix: string,
  drawn: string,
  businessCountry: string,
): string {
  const rest = nat.mobileLength - prefix.length;
  let digits = (drawn + redraws.digits(rest)).slice(0, rest);
  for (let tries = 0; tries < 100; tries++) {
    const number = `+${nat.dial}${prefix}${digits}`;
    if (toE164(number, businessCountry) === number) return number;
    digits = redraws.digits(rest);
  }
  throw new Error(
    `demo seed: no valid mobile number for +${nat.dial} ${prefix}`,
  );
}
