import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Title, useTranslate } from "react-admin";

/** Stand-in for a menu area whose screens a later issue builds. */
export const NotBuiltPage = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  const title = translate(labelKey);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">
        {translate("app.not_built.message")} {translate("app.not_built.hint")}
      </Alert>
    </Box>
  );
};
