import { useState } from "react";
import { fromCells, toCells } from "./otpModel";

/**
 * The boxes' contents. An empty box in the middle is kept here even though
 * the reported value (the filled boxes joined) cannot show it; the boxes
 * reload from `value` only when the parent sets a value they did not emit.
 */
export const useOtpCells = (
  value: string | undefined,
  length: number,
  onChange?: (value: string) => void,
) => {
  const [cells, setCells] = useState(() => toCells(value ?? "", length));
  const [seenValue, setSeenValue] = useState(value);
  const [dirty, setDirty] = useState(false);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== fromCells(cells))
      setCells(toCells(value, length));
  }
  if (cells.length !== length) setCells(toCells(fromCells(cells), length));

  const commit = (next: string[]) => {
    setCells(next);
    setDirty(true);
    const nextValue = fromCells(next);
    if (nextValue !== fromCells(cells)) onChange?.(nextValue);
  };

  return { cells, commit, dirty };
};
