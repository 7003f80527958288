import { useLayoutEffect, useRef, useState } from "react";
import { useSidebarState } from "react-admin";

/**
 * Open state of the mobile drawer: react-admin's `sidebar.open` store
 * value, which the top bar's menu button (SidebarToggleButton) toggles and
 * menu links clear. The desktop default is open, so on entering mobile
 * width the value is first set to closed, and the drawer only follows it
 * once it has been seen closed (it never flashes open). Leaving mobile
 * width reopens the docked sidebar.
 */
export const useMobileDrawerState = (
  isMobile: boolean,
): [boolean, () => void] => {
  const [open, setOpen] = useSidebarState();
  const [armed, setArmed] = useState(false);
  if (isMobile && !armed && !open) setArmed(true);
  if (!isMobile && armed) setArmed(false);

  const wasMobile = useRef(isMobile);
  useLayoutEffect(() => {
    if (isMobile && !armed && open) setOpen(false);
    if (!isMobile && wasMobile.current) setOpen(true);
    wasMobile.current = isMobile;
  }, [isMobile, armed, open, setOpen]);

  return [isMobile && armed && open, () => setOpen(false)];
};
