import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import { useTranslate } from "react-admin";
import { useFullscreen } from "./useFullscreen";

/** Top-bar button entering and leaving full screen (SPEC §2). */
export const FullscreenToggle = () => {
  const translate = useTranslate();
  const { active, enabled, toggle } = useFullscreen();
  if (!enabled) return null;
  const label = translate(
    active ? "app.appbar.exit_fullscreen" : "app.appbar.fullscreen",
  );
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
      >
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
