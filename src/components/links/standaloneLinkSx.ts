/**
 * A link on its own (a card's "View report", a line under a button), not
 * inside a line of text: at least a 24 px target (WCAG 2.2 2.5.8), its text
 * centred in it.
 */
export const standaloneLinkSx = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 24,
} as const;
