import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

/**
 * How to drag by touch, shown only where a finger may be used: a long
 * press is not something anyone finds by chance. Keyboard and mouse users
 * do not see it; the grid's own description (grid_help) is unchanged.
 */
export const TouchHint = () => {
  const translate = useTranslate();
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{
        display: "none",
        "@media (any-pointer: coarse)": { display: "block" },
        px: 0.5,
        pb: 0.5,
      }}
    >
      {translate("resources.appointments.calendar.touch_hint")}
    </Typography>
  );
};
