import { lazy, Suspense } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject, useCurrentUser } from "../providers/currentUser";
import { SetupChecklist } from "./SetupChecklist";
import { TodayFigures } from "./TodayFigures";
import { DashboardLists } from "../reports/dashboard/DashboardLists";

/** Only staff with the calendar see it: its own chunk. */
const TherapistDay = lazy(() =>
  import("./TherapistDay").then((m) => ({ default: m.TherapistDay })),
);

/** Service id of the calendar (DOMAIN §2). */
const CALENDAR = 2;

/** Greets the signed-in user, then the widgets of DOMAIN §5.2 the user may open. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  const subject = useAccessSubject();
  const user = useCurrentUser();
  // A login linked to a team member, with the calendar, sees its own day (issue 12).
  const therapist =
    Boolean(user?.team_member_id) && canAccessServices(subject, [CALENDAR]);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate("app.menu.dashboard")} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {!name
              ? translate("app.dashboard.greeting_anonymous")
              : therapist
                ? translate("app.dashboard.greeting_therapist", { name })
                : translate("app.dashboard.greeting", { name })}
          </Typography>
          {/* "Manage your business" is the owner's words, not a therapist's. */}
          {!therapist && (
            <Typography variant="body1" color="text.secondary">
              {translate("app.dashboard.intro")}
            </Typography>
          )}
        </CardContent>
      </Card>
      <TodayFigures />
      <DashboardLists report="dashboard" />
      {therapist && (
        <Suspense fallback={null}>
          <TherapistDay teamMemberId={user?.team_member_id} />
        </Suspense>
      )}
      <SetupChecklist />
    </>
  );
};
