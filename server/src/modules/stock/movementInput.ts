import {
  INCOMING_STOCK_MOVEMENT_TYPES,
  MANUAL_STOCK_MOVEMENT_TYPES,
  OUTGOING_STOCK_MOVEMENT_TYPES,
  STOCK_MOVEMENT_TYPES,
  STOCK_REFERENCE_TYPES,
  type stockLevels,
  type stockMovements,
} from "../../db/schema/index.js";
import { STOCK_STEP_MAX } from "../../db/schema/bounds.js";
import { invalid } from "../../lib/httpErrors.js";
import { grouped, money, MONEY_MAX } from "../../lib/schemas.js";

/** What a stock movement is and the rules its input must follow (ledger.ts posts it). */
export const MOVEMENT_TYPES = STOCK_MOVEMENT_TYPES;
export const MANUAL_TYPES = MANUAL_STOCK_MOVEMENT_TYPES;
export const REFERENCE_TYPES = STOCK_REFERENCE_TYPES;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export type ManualMovementType = (typeof MANUAL_TYPES)[number];
export type StockReferenceType = (typeof REFERENCE_TYPES)[number];
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type StockLevelRow = typeof stockLevels.$inferSelect;

export interface StockMovementInput {
  merchantId: number;
  productId: number;
  locationId: number;
  type: MovementType;
  /** Signed, non-zero; the sign must fit the type (see movementSign). */
  quantityChange: number;
  /** Required for purchase_received and opening_balance; else the current average. */
  unitCost?: number;
  referenceType?: StockReferenceType;
  referenceId?: number;
  /** Required (non-blank) for the manual types. */
  reasonText?: string;
  /** User; null or absent = system. */
  performedBy?: number | null;
  /** ISO instant; default now. */
  occurredAt?: string;
}

const includes = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

/** +1 for types that add stock, -1 for types that remove it, 0 for either (stock-take adjustment). */
export function movementSign(type: MovementType): 1 | -1 | 0 {
  if (includes(INCOMING_STOCK_MOVEMENT_TYPES, type)) return 1;
  if (includes(OUTGOING_STOCK_MOVEMENT_TYPES, type)) return -1;
  return 0;
}

/** Types whose movement must carry its own unit cost. */
const COSTED_TYPES: readonly MovementType[] = [
  "purchase_received",
  "opening_balance",
];

/** Refuses (422 on the field) a movement that breaks the rules of DOMAIN §3.16. */
export function validateMovement(m: StockMovementInput) {
  if (!includes(MOVEMENT_TYPES, m.type))
    throw invalid({ type: `Unknown stock movement type "${m.type}".` });
  if (!Number.isSafeInteger(m.quantityChange) || m.quantityChange === 0)
    throw invalid({
      quantity_change: "The quantity must be a whole number other than 0.",
    });
  if (Math.abs(m.quantityChange) > STOCK_STEP_MAX)
    throw invalid({
      quantity_change: `One movement moves at most ${grouped(STOCK_STEP_MAX)} units.`,
    });
  const sign = movementSign(m.type);
  if (sign !== 0 && Math.sign(m.quantityChange) !== sign)
    throw invalid({
      quantity_change: `A ${m.type} movement must ${sign > 0 ? "add" : "remove"} stock.`,
    });
  if (m.unitCost !== undefined) {
    if (!money.safeParse(m.unitCost).success)
      throw invalid({
        unit_cost: `The unit cost must be a whole number of minor units from 0 to ${grouped(MONEY_MAX)}.`,
      });
    if (m.quantityChange < 0)
      throw invalid({
        unit_cost:
          "Stock that goes out is valued at the average cost; it takes no unit cost.",
      });
  } else if (COSTED_TYPES.includes(m.type))
    throw invalid({ unit_cost: `A ${m.type} movement needs a unit cost.` });
  if (includes(MANUAL_TYPES, m.type) && !m.reasonText?.trim())
    throw invalid({ reason_text: "Give a reason for a manual adjustment." });
  if (
    m.referenceType !== undefined &&
    !includes(REFERENCE_TYPES, m.referenceType)
  )
    throw invalid({
      reference_type: `Unknown reference type "${m.referenceType}".`,
    });
}
