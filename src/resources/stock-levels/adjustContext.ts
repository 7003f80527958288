import { createContext } from "react";
import type { StockLevel } from "./stockLevelModel";

/** Opens the adjust dialog for a row (provided by the list). */
export const AdjustContext = createContext<(level: StockLevel) => void>(
  () => undefined,
);
