import Box from "@mui/material/Box";
import InputBase from "@mui/material/InputBase";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";

/** Static sample search box: it submits nowhere. */
export const SearchBox = () => {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        borderRadius: 5,
        bgcolor: "action.hover",
      }}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        type="search"
        placeholder={translate("app.layout.search.placeholder")}
        slotProps={{
          input: { "aria-label": translate("app.layout.search.label") },
        }}
        sx={{ color: "inherit", width: 160 }}
      />
    </Box>
  );
};
