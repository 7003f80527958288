import { useCurrentUser } from "../../providers/currentUser";

const browserRegion = () => {
  try {
    return new Intl.Locale(navigator.language).maximize().region;
  } catch {
    return undefined;
  }
};

/**
 * The business's country (business details, kept in the session), in which
 * phone numbers are typed nationally; the browser's region until it is
 * known.
 */
export const useBusinessCountry = (): string => {
  const user = useCurrentUser();
  return user?.country_code || browserRegion() || "GB";
};
