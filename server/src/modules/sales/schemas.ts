import { z } from "zod";
import { SALE_ITEM_TYPES } from "../../db/schema/index.js";
import { money, quantity, recordId } from "../../lib/schemas.js";
import { percent } from "./amounts.js";

/** Wire shapes of checkout, payments, void and refunds (docs/checkout-api.md). Unknown keys are stripped. */

const text = (max: number) => z.string().trim().max(max);
const instant = z.iso.datetime({
  offset: true,
  message: "Enter a date and time such as 2026-11-25T09:00:00Z.",
});

export const itemDiscount = z.union([
  z.object({ kind: z.literal("manual"), amount: money }),
  z.object({ kind: z.literal("manual"), percent }),
  z.object({ kind: z.literal("membership"), client_membership_id: recordId }),
]);

export const itemInput = z.object({
  item_type: z.enum(SALE_ITEM_TYPES),
  item_id: recordId.nullish(),
  pricing_option_id: recordId.nullish(),
  appointment_service_id: recordId.nullish(),
  team_member_id: recordId.nullish(),
  quantity: quantity.min(1, "Enter a quantity of at least 1.").optional(),
  unit_price: money.optional(),
  discount: itemDiscount.nullish(),
  recipient_name: text(200).nullish(),
  recipient_email: z.email("Enter a valid e-mail address.").max(254).nullish(),
  message: text(1000).nullish(),
});
export type ItemInput = z.output<typeof itemInput>;

export const tipChoice = z.union([
  z.object({ amount: money }),
  z.object({ percent }),
]);

export const paymentInput = z.object({
  payment_type_id: recordId,
  amount: money.min(1, "Enter an amount above 0."),
  tip: tipChoice.nullish(),
  tendered: money.nullish(),
  voucher_code: text(40).min(1).nullish(),
  reference: text(40).nullish(),
});
export type PaymentInput = z.output<typeof paymentInput>;

const paymentList = z
  .array(paymentInput)
  .max(20, "A sale takes at most 20 payments at once.");

export const checkoutBody = z.object({
  location_id: recordId,
  client_id: recordId.nullish(),
  appointment_id: recordId.nullish(),
  sale_at: instant.nullish(),
  notes: text(2000).nullish(),
  deal_code: text(40).nullish(),
  discount: z.object({ amount: money }).nullish(),
  items: z
    .array(itemInput)
    .min(1, "Add at least one item.")
    .max(200, "A sale holds at most 200 items."),
  payments: paymentList.optional(),
});
export type CheckoutBody = z.output<typeof checkoutBody>;

export const paymentsBody = z.object({
  payments: paymentList.min(1, "Add at least one payment."),
});

export const notesBody = z.object({ notes: text(2000).nullable() });

export const voidBody = z.object({
  reason: text(500).min(1, "Give a reason for the void."),
});

export const refundBody = z.object({
  reason: text(500).nullish(),
  items: z
    .array(
      z.object({
        sale_item_id: recordId,
        quantity: quantity.optional(),
        amount: money.nullish(),
        restock: z.boolean().optional(),
      }),
    )
    .max(200)
    .optional(),
  tip_refund_amount: money.optional(),
  payments: z
    .array(
      z.object({
        payment_type_id: recordId,
        amount: money.min(1, "Enter an amount above 0."),
        voucher_code: text(40).min(1).nullish(),
        reference: text(40).nullish(),
      }),
    )
    .max(20)
    .optional(),
  /** The demo seed's dated history; routes leave it unset (now). */
  refund_at: instant.nullish(),
});
export type RefundBody = z.output<typeof refundBody>;
