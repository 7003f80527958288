import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After a move to another page (a menu link, Save that returns to the
 * list, a row opened), the keyboard focus goes to the page's content, so
 * that the next Tab is on the new page and a screen reader reads it: the
 * element that had focus is often gone (the Save button) and focus fell to
 * the top of the document. Focus already inside the content (a field that
 * focuses itself) stays; the first page load leaves focus alone.
 */
export const useFocusMainOnNavigate = () => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const timer = window.setTimeout(() => {
      const main = document.getElementById("main-content");
      if (!main || main.contains(document.activeElement)) return;
      if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
      main.focus({ preventScroll: true });
    });
    return () => window.clearTimeout(timer);
  }, [pathname]);
};
