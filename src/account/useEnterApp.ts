import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useStoreContext } from "react-admin";
import { useNavigate } from "react-router-dom";
import { getCurrentUser, type CurrentUser } from "../providers/currentUser";

/** Store keys that belong to the browser, not to the signed-in user. */
const BROWSER_KEYS = ["locale"] as const;

const whoIs = (user: CurrentUser | null | undefined) =>
  user
    ? `${user.sub ?? ""}|${user.email ?? ""}|${user.merchant_id ?? ""}`
    : null;

/**
 * After a session is stored: when it replaced another user's session in
 * the same tab, forget that user's react-admin store (list filters, sort,
 * sidebar state, layout choices) and every cached record, as a logout
 * would; then refresh react-admin's cached auth state (it still says
 * "signed out") and go to the target page.
 *
 * `previous` is the user signed in before the login call, if any.
 */
export const useEnterApp = () => {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const navigate = useNavigate();
  return useCallback(
    async (target: string, previous?: CurrentUser | null) => {
      if (previous && whoIs(previous) !== whoIs(getCurrentUser())) {
        const kept = BROWSER_KEYS.map(
          (key) => [key, store.getItem(key)] as const,
        );
        store.reset();
        kept.forEach(([key, value]) => {
          if (value !== undefined) store.setItem(key, value);
        });
        queryClient.clear();
      } else {
        await queryClient.invalidateQueries({ queryKey: ["auth"] });
      }
      navigate(target, { replace: true });
    },
    [queryClient, store, navigate],
  );
};
