import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";

/**
 * After a session is stored: refresh react-admin's cached auth state (it
 * still says "signed out"), then go to the target page.
 */
export const useEnterApp = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (target: string) => {
      await queryClient.invalidateQueries({ queryKey: ["auth"] });
      navigate(target, { replace: true });
    },
    [queryClient, navigate],
  );
};
