/**
 * Styles (`sx`) for inputs that share a line in a form: side by side from the
 * sm breakpoint up, one under the other on a phone. They set gaps and flex
 * only, never a left or right, so they serve right-to-left pages unchanged.
 */

/** A line of inputs (a Box) that wraps onto more lines when they do not fit. */
export const formRow = {
  display: "flex",
  flexWrap: "wrap",
  columnGap: 2,
  width: "100%",
} as const;

/** An input in a formRow: the full width on a phone, from sm up a share of the line of at least `basis` px. */
export const formCell = (basis: number) =>
  ({ flex: { sm: `1 1 ${basis}px` }, width: { xs: "100%" } }) as const;

/** A SimpleFormIterator `inline` whose inputs wrap onto more lines when they do not fit. */
export const wrappingIterator = {
  "& .RaSimpleFormIterator-inline": { flexWrap: "wrap", columnGap: 1 },
} as const;

/** An input in a wrappingIterator's item: the full width on a phone, from sm up at least `basis` px. */
export const iteratorCell = (basis: number) =>
  ({
    minWidth: { xs: "100%", sm: basis },
    flex: { sm: `1 1 ${basis}px` },
  }) as const;
