import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

/** A heading between groups of inputs. */
export const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(labelKey)}
    </Typography>
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
