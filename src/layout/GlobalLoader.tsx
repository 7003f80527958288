import LinearProgress from "@mui/material/LinearProgress";
import { useTranslate } from "react-admin";
import { useGlobalLoading } from "../providers/loading";

/** The page-loading bar of SPEC §2: visible while calls are in flight. */
export const GlobalLoader = () => {
  const loading = useGlobalLoading();
  const translate = useTranslate();
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label={translate("app.loading")}
      data-testid="global-loader"
      color="secondary"
      sx={{
        position: "fixed",
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
};
