import GlobalStyles from "@mui/material/GlobalStyles";

/** Printing shows the page's document alone: no menu, app bar or buttons (`.no-print`). */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      "@media print": {
        ".RaSidebar-root, .RaAppBar-root, header, .no-print, .RaLayout-appFrame > .MuiToolbar-root":
          { display: "none !important" },
        ".RaLayout-content": { padding: "0 !important" },
        body: { background: "#fff" },
      },
    }}
  />
);
