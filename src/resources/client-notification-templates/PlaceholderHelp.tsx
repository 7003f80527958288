import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { PLACEHOLDERS } from "./notificationTemplateModel";

const R = "resources.client-notification-templates.placeholders";

/** The placeholders a message may use, with what each becomes. */
export const PlaceholderHelp = () => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-labelledby="placeholder-help"
      sx={{ mb: 2, maxWidth: 600 }}
    >
      <Typography id="placeholder-help" variant="subtitle2" component="h2">
        {translate(`${R}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.help`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "auto 1fr",
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {PLACEHOLDERS.map((name) => (
          <Box key={name} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ fontFamily: "monospace" }}>
              <bdi dir="ltr">{`{${name}}`}</bdi>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {translate(`${R}.${name}`)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
