import { Navigate, useLocation } from "react-router-dom";

/** Replaces a SPEC §2 path by its screen's URL, keeping query and hash. */
export const SpecPathRedirect = ({ to }: { to: string }) => {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
};
