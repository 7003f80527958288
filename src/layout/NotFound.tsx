import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { Title, useTranslate } from "react-admin";

/** The 404 page (SPEC §2). */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 8 }}>
      <Title title={translate("app.not_found.title")} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate("app.not_found.title")}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate("app.not_found.back")}
      </Button>
    </Box>
  );
};
