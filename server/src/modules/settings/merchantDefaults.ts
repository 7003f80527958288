import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { invoiceSequences, paymentTypes } from "../../db/schema/index.js";

/** The built-in payment types every merchant has (DOMAIN §3.40): locked name and kind. */
export const SYSTEM_PAYMENT_TYPES = [
  { name: "Cash", kind: "cash", sort_order: 0 },
  { name: "Card", kind: "card", sort_order: 1 },
  { name: "Voucher", kind: "voucher", sort_order: 2 },
] as const;

export const DEFAULT_INVOICE_SEQUENCE = {
  name: "Default",
  prefix: "INV-",
  next_number: 1,
  padding: 6,
} as const;

/**
 * What a new merchant needs before its first sale: the system payment types
 * and a default invoice sequence. Idempotent, so it may run again on a
 * merchant that has them. Call it inside the sign-up transaction.
 */
export async function createMerchantDefaults(
  tx: Queryable,
  merchantId: number,
) {
  await tx
    .insert(paymentTypes)
    .values(
      SYSTEM_PAYMENT_TYPES.map((p) => ({
        ...p,
        merchant_id: merchantId,
        is_system: true,
      })),
    )
    .onConflictDoNothing();
  const types = await tx
    .select({ id: paymentTypes.id, kind: paymentTypes.kind })
    .from(paymentTypes)
    .where(
      and(
        eq(paymentTypes.merchant_id, merchantId),
        eq(paymentTypes.is_system, true),
      ),
    );
  let [sequence] = await tx
    .select({ id: invoiceSequences.id })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.merchant_id, merchantId))
    .orderBy(asc(invoiceSequences.id))
    .limit(1);
  if (!sequence)
    [sequence] = await tx
      .insert(invoiceSequences)
      .values({ ...DEFAULT_INVOICE_SEQUENCE, merchant_id: merchantId })
      .returning({ id: invoiceSequences.id });
  const idOf = (kind: string) => types.find((t) => t.kind === kind)?.id;
  return {
    invoiceSequenceId: sequence.id,
    paymentTypeIds: {
      cash: idOf("cash")!,
      card: idOf("card")!,
      voucher: idOf("voucher")!,
    },
  };
}
