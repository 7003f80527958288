import { describe, expect, it } from "vitest";
import { createTheme } from "@mui/material/styles";
import { getContrastRatio } from "@mui/material/styles";
import { createAppTheme } from "../../../src/layout/theme";
import { SURFACES } from "../../../src/layout/accessibleTheme";

/**
 * WCAG 2.2 AA 1.4.3: text in the theme's colours reads at 4.5:1 or more
 * on every surface it is drawn on. React-admin's palette gave #1976d2 on
 * the page grey 4.41:1 and the red Delete on the form toolbar 3.77:1.
 */
const theme = createTheme(createAppTheme("ltr"));
const { palette } = theme;

/** An rgba() text colour as the opaque colour it shows on `surface`. */
const onSurface = (colour: string, surface: string) => {
  const rgba = /^rgba\((\d+), ?(\d+), ?(\d+), ?([\d.]+)\)$/.exec(colour);
  if (!rgba) return colour;
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const base = surface
    .replace("#", "")
    .match(/../g)!
    .map((h) => parseInt(h, 16));
  const mix = [r, g, b].map((c, i) => Math.round(c * a + base[i] * (1 - a)));
  return `rgb(${mix.join(", ")})`;
};

describe("theme colours", () => {
  const surfaces = Object.entries(SURFACES);
  const texts = {
    "primary (links, text buttons)": palette.primary.main,
    "error (Delete)": palette.error.main,
    "secondary text": palette.text.secondary,
    "body text": palette.text.primary,
  };

  it("draws the page, paper and toolbar in the surfaces measured here", () => {
    expect(palette.background.default).toBe(SURFACES.page);
    expect(palette.background.paper).toBe(SURFACES.paper);
  });

  for (const [textName, text] of Object.entries(texts))
    for (const [surfaceName, surface] of surfaces)
      it(`${textName} on the ${surfaceName} is at least 4.5:1`, () => {
        expect(
          getContrastRatio(onSurface(text, surface), surface),
        ).toBeGreaterThanOrEqual(4.5);
      });

  for (const name of ["primary", "secondary", "error", "success"] as const)
    it(`${name} buttons' text on their fill is at least 4.5:1`, () => {
      expect(
        getContrastRatio(palette[name].contrastText, palette[name].main),
      ).toBeGreaterThanOrEqual(4.5);
    });
});
