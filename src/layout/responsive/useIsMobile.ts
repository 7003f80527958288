import useMediaQuery from "@mui/material/useMediaQuery";
import { MOBILE_MEDIA_QUERY } from "./breakpoints";

/** True below 768 px. */
export const useIsMobile = (): boolean =>
  useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
