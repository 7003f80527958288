import { useEffect, useState } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import { useTranslate } from "react-admin";

const isFullscreen = () =>
  typeof document !== "undefined" && document.fullscreenElement != null;

/** Top-bar button entering and leaving full screen (SPEC §2). */
export const FullscreenToggle = () => {
  const translate = useTranslate();
  const [active, setActive] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  if (typeof document === "undefined" || !document.fullscreenEnabled)
    return null;
  const label = translate(
    active ? "app.appbar.exit_fullscreen" : "app.appbar.fullscreen",
  );
  const toggle = () => {
    const change = active
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => setActive(isFullscreen()));
  };
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
