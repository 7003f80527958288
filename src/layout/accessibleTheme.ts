import type { RaThemeOptions } from "react-admin";
import { grey } from "@mui/material/colors";
import { RecordLinkRow } from "../components/lists/RecordLinkRow";

/**
 * WCAG 2.2 AA at the theme, so that every screen gets it:
 * - colours with text contrast of at least 4.5:1 on the page, the paper and
 *   the form toolbar (react-admin's #1976d2 on its page grey was 4.41:1 and
 *   the red Delete on the toolbar's grey 3.77:1; tests/web/layout/theme.test.ts
 *   computes each pair);
 * - a visible focus ring on everything the keyboard reaches (sort headers
 *   showed none);
 * - checkboxes named on their input, where a screen reader looks for it;
 * - hidden bulk-action buttons out of the Tab order;
 * - every list row opened by a link in its first cell, not only by a click.
 */

/** The page, the paper and the form toolbar behind text and buttons. */
export const SURFACES = {
  page: "#fafafb",
  paper: "#ffffff",
  toolbar: grey[100],
} as const;

export const accessiblePalette: RaThemeOptions["palette"] = {
  background: { default: SURFACES.page, paper: SURFACES.paper },
  primary: { main: "#1565c0", contrastText: "#fff" },
  // The app bar is drawn in secondary with white text.
  secondary: { main: "#1565c0", contrastText: "#fff" },
  error: { main: "#c62828", contrastText: "#fff" },
  success: { main: "#2e7d32", contrastText: "#fff" },
  warning: { main: "#b45309", contrastText: "#fff" },
  info: { main: "#0277bd", contrastText: "#fff" },
};

/** A 2 px ring in the primary colour with an offset, on keyboard focus only. */
const focusRing = {
  outline: "2px solid #1565c0",
  outlineOffset: 2,
};

export const accessibleComponents: RaThemeOptions["components"] = {
  MuiCssBaseline: {
    styleOverrides: {
      ":focus-visible": focusRing,
      // The page's content takes focus after a move (useFocusMainOnNavigate)
      // only to start the Tab order there; it is not a control to ring.
      "#main-content:focus": { outline: "none" },
    },
  },
  MuiButtonBase: {
    styleOverrides: { root: { "&.Mui-focusVisible": focusRing } },
  },
  MuiTableSortLabel: {
    styleOverrides: {
      root: { "&:focus-visible, &.Mui-focusVisible": focusRing },
    },
  },
  MuiLink: {
    styleOverrides: { root: { "&:focus-visible": focusRing } },
  },
  // MUI puts aria-label on the checkbox's outer span; the input, which
  // is what gets focus and is announced, was left without a name.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        input: (ownerState: { "aria-label"?: string }) =>
          ownerState["aria-label"]
            ? { "aria-label": ownerState["aria-label"] }
            : {},
      },
    },
  },
  RaDataTableBody: { defaultProps: { row: RecordLinkRow } },
  // An empty list's message: react-admin greys it to text.disabled (2.7:1).
  RaEmpty: {
    styleOverrides: {
      root: { "& .RaEmpty-message": { color: "rgba(0, 0, 0, 0.6)" } },
    },
  },
  // Third line of phone lists: react-admin fades it to 3.6:1 with opacity.
  RaSimpleList: {
    styleOverrides: {
      root: {
        "& .RaSimpleList-tertiary": {
          opacity: 1,
          color: "rgba(0, 0, 0, 0.6)",
        },
      },
    },
  },
  // "Skip to content": white on the page grey when it shows, and 16 px.
  RaSkipNavigationButton: {
    styleOverrides: {
      root: {
        backgroundColor: "#1565c0",
        color: "#fff",
        minWidth: 24,
        minHeight: 24,
        "&:hover": { backgroundColor: "#0d47a1", opacity: 1 },
      },
    },
  },
  RaToolbar: {
    styleOverrides: { root: { backgroundColor: SURFACES.toolbar } },
  },
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: { "& .RaBulkActionsToolbar-collapsed": { visibility: "hidden" } },
    },
  },
};
