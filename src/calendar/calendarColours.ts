/** Colours for members without a calendar colour, picked by id so they stay put. */
const PALETTE = [
  "#1e88e5",
  "#8e24aa",
  "#43a047",
  "#f4511e",
  "#00897b",
  "#6d4c41",
  "#3949ab",
  "#c0ca33",
];

export const memberColour = (id: number, colour: string | null | undefined) =>
  colour && /^#[0-9a-f]{6}$/i.test(colour)
    ? colour
    : PALETTE[Math.abs(id) % PALETTE.length];
