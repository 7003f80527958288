import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** SPEC §2: the router restores scroll to top on navigation. */
export const useScrollTopOnNavigate = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
};
