import { lazy } from "react";

/** "My profile" loads when it is opened. */
export const MyProfilePage = lazy(() =>
  import("./MyProfilePage").then((m) => ({ default: m.MyProfilePage })),
);
export { MY_PROFILE_PATH } from "./myProfileModel";
