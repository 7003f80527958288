import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  getCurrentUser,
  isSameAccount,
  onSessionChangedElsewhere,
} from "../providers/currentUser";
import { loginUrlFor, reloadTo } from "../providers/navigation";

const currentPage = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Keeps this tab in step with what other tabs do to the session:
 * - signed out there: this tab loads the sign-in page (returnUrl kept), as
 *   the Logout menu item does;
 * - another account signed in there: this tab loads again, so nothing of
 *   the previous account stays in memory;
 * - the same account changed (saved business details, a new sign-in): the
 *   identity and access answers are fetched again, so the top bar shows the
 *   new business name and logo (money fields and phone pickers follow the
 *   stored currency and country through useCurrentUser by themselves), and
 *   the locations, which may have followed a new country or time zone.
 */
export const useSessionFromOtherTabs = () => {
  const queryClient = useQueryClient();
  const account = useRef(getCurrentUser());
  useEffect(
    () =>
      onSessionChangedElsewhere((user) => {
        const previous = account.current;
        account.current = user;
        if (!user) {
          if (previous) reloadTo(loginUrlFor());
        } else if (previous && !isSameAccount(previous, user)) {
          reloadTo(currentPage());
        } else {
          void queryClient.invalidateQueries({ queryKey: ["auth"] });
          void queryClient.invalidateQueries({ queryKey: ["locations"] });
        }
      }),
    [queryClient],
  );
};
