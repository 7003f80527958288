import { useCurrentUser } from "../../providers/currentUser";

/** Only the owner (role 2) manages staff logins and their areas; the server answers 403 to staff. */
export const useManagesLogins = () => useCurrentUser()?.role === 2;
