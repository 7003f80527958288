import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import { SetupChecklist } from "./SetupChecklist";

/** Greets the signed-in user; a later issue adds the widgets. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate("app.menu.dashboard")} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {name
              ? translate("app.dashboard.greeting", { name })
              : translate("app.dashboard.greeting_anonymous")}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {translate("app.dashboard.intro")}
          </Typography>
        </CardContent>
      </Card>
      <SetupChecklist />
    </>
  );
};
