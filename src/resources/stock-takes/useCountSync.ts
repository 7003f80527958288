import { useEffect, useRef, useState } from "react";
import { countsOf, type Counts, type StockTakeLine } from "./stockTakeModel";

/**
 * The counts as typed, kept in step with the saved record: when the record
 * changes (a save, a re-snapshot, another counter), lines nobody is typing
 * in take the saved value; a line being typed keeps what was typed.
 */
export const useCountSync = (lines: readonly StockTakeLine[]) => {
  const [counts, setCounts] = useState<Counts>(() => countsOf(lines));
  const saved = useRef<Counts>(countsOf(lines));
  useEffect(() => {
    const next = countsOf(lines);
    const before = saved.current;
    saved.current = next;
    setCounts((typed) =>
      Object.fromEntries(
        Object.entries(next).map(([id, value]) => {
          const key = Number(id);
          const mine = typed[key];
          return [
            key,
            mine === undefined || mine === before[key] ? value : mine,
          ];
        }),
      ),
    );
  }, [lines]);
  return [counts, setCounts] as const;
};
