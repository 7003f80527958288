import { useEffect, useState } from "react";

const isFullscreen = () =>
  typeof document !== "undefined" && document.fullscreenElement != null;

/** Whether the page is in full screen, whether it can be, and a toggle. */
export const useFullscreen = () => {
  const [active, setActive] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  const enabled = typeof document !== "undefined" && document.fullscreenEnabled;
  const toggle = () => {
    const change = active
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => setActive(isFullscreen()));
  };
  return { active, enabled, toggle };
};
