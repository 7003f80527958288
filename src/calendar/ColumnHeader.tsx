import Box from "@mui/material/Box";

/** A column's name with its member colour. */
export const ColumnHeader = ({
  name,
  colour,
}: {
  name: string;
  colour: string | null;
}) => (
  <Box
    component="h2"
    title={name}
    sx={{
      flex: "1 1 0",
      minWidth: 0,
      m: 0,
      px: 1,
      py: 0.75,
      fontSize: "0.875rem",
      fontWeight: 600,
      textAlign: "center",
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
      borderInlineStart: 1,
      borderColor: "divider",
      borderBottom: colour ? `3px solid ${colour}` : undefined,
    }}
  >
    {name}
  </Box>
);
