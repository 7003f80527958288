import { describe, expect, it } from "vitest";
import {
  BOXED_MAX_WIDTH,
  COMPACT_SIDEBAR_WIDTH,
  DEFAULT_LAYOUT_SETTINGS,
  ICON_SIDEBAR_WIDTH,
  layoutRootProps,
  normalizeLayoutSettings,
  sidebarSx,
  topbarSx,
  widthSx,
} from "../../../../src/layout/settings";
import type { LayoutSettings, Style } from "../../../../src/layout/settings";

/** The nested style under one selector. */
const at = (sx: Style, selector: string) =>
  (sx as Record<string, unknown>)[selector];

const settings = (change: Partial<LayoutSettings>): LayoutSettings => ({
  ...DEFAULT_LAYOUT_SETTINGS,
  ...change,
});

describe("layout settings model and styles", () => {
  it("defaults to vertical, fluid, light sidebar and light top bar", () => {
    expect(normalizeLayoutSettings(undefined)).toEqual({
      layout: "vertical",
      width: "fluid",
      sidebar: "light",
      topbar: "light",
    });
    expect(normalizeLayoutSettings({ sidebar: "colored" }).sidebar).toBe(
      "colored",
    );
  });

  it("gives dark and colored sidebars their own background", () => {
    const dark = sidebarSx(settings({ sidebar: "dark" }));
    expect(at(dark, "& .RaSidebar-fixed")).toMatchObject({
      bgcolor: "#2a3042",
    });
    const colored = sidebarSx(settings({ sidebar: "colored" }));
    expect(at(colored, "& .MuiPaper-root")).toMatchObject({
      bgcolor: "primary.main",
    });
  });

  it("narrows the compact and icon sidebars", () => {
    const compact = sidebarSx(settings({ sidebar: "compact" }));
    expect(at(compact, "& .MuiPaper-root")).toMatchObject({
      width: COMPACT_SIDEBAR_WIDTH,
    });
    expect(at(compact, "& .MuiMenuItem-root")).toMatchObject({
      fontSize: "0.8rem",
    });
    const icon = sidebarSx(settings({ sidebar: "icon" }));
    expect(at(icon, "& .MuiPaper-root")).toMatchObject({
      width: ICON_SIDEBAR_WIDTH,
    });
    expect(at(icon, "& .MuiMenuItem-root")).toMatchObject({ fontSize: 0 });
  });

  it("lets a scrollable sidebar scroll with the page", () => {
    const sx = sidebarSx(settings({ width: "scrollable" }));
    expect(at(sx, "& .RaSidebar-fixed")).toMatchObject({
      position: "static",
      height: "auto",
    });
    expect(sidebarSx(settings({}))).not.toHaveProperty("height");
  });

  it("colours the top bar", () => {
    expect(topbarSx("dark")).toMatchObject({ color: "#ffffff" });
    expect(topbarSx("colored")).toMatchObject({ bgcolor: "primary.main" });
    expect(topbarSx("light")).toMatchObject({ bgcolor: "background.paper" });
  });

  it("centres a boxed layout", () => {
    expect(widthSx("boxed")).toMatchObject({
      maxWidth: BOXED_MAX_WIDTH,
      mx: "auto",
    });
    expect(widthSx("fluid")).toEqual({});
    const boxed = layoutRootProps(settings({ width: "boxed", topbar: "dark" }));
    expect(at(boxed.sx, "& .MuiAppBar-positionFixed")).toMatchObject({
      maxWidth: BOXED_MAX_WIDTH,
      bgcolor: "#2a3042",
    });
  });

  it("puts data attributes and the styles on the layout root", () => {
    const props = layoutRootProps(
      settings({ layout: "horizontal", sidebar: "dark", topbar: "colored" }),
    );
    expect(props).toMatchObject({
      "data-testid": "layout-root",
      "data-layout": "horizontal",
      "data-width": "fluid",
      "data-sidebar": "dark",
      "data-topbar": "colored",
    });
    expect(at(props.sx, "& .MuiAppBar-positionFixed")).toMatchObject({
      bgcolor: "primary.main",
    });
  });
});
