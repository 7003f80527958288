import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CreateButton, useResourceContext, useTranslate } from "react-admin";

/** A heading between groups of inputs. */
export const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** The empty list page: says there is nothing yet and invites creating the first record. */
export const ListEmpty = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 6, px: 2, mx: "auto", maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.empty.invite`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

/** A round colour sample with its code for screen readers. */
export const Swatch = ({ colour }: { colour?: string | null }) =>
  colour ? (
    <Box
      component="span"
      role="img"
      aria-label={colour}
      sx={{
        display: "inline-block",
        width: 16,
        height: 16,
        borderRadius: "50%",
        bgcolor: colour,
        verticalAlign: "middle",
      }}
    />
  ) : null;
