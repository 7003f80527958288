import { useMemo } from "react";
import { useLimits } from "../../components/money";
import {
  lineTotalLimit,
  orderTotalLimit,
  validatePurchaseOrder,
  type PurchaseOrder,
} from "./purchaseOrderModel";

/**
 * The validators of a purchase order's inputs beyond each field's own: the
 * lines (at least one, each product once), a line's total and the order's
 * total within the server's amount cap, written in the merchant's currency.
 * They sit on the inputs, not the form: a form-level `validate` would
 * replace every input's own validators.
 */
export const usePurchaseOrderValidation = () => {
  const { tooLarge } = useLimits();
  return useMemo(
    () => ({
      lines: (_lines: unknown, values: Partial<PurchaseOrder>) =>
        validatePurchaseOrder(values).lines,
      lineTotal: lineTotalLimit(tooLarge),
      orderTotal: orderTotalLimit(tooLarge),
    }),
    [tooLarge],
  );
};
