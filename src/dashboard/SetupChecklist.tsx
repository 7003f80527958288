import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import EventIcon from "@mui/icons-material/Event";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useCanAccess, useGetList, useGetOne, useTranslate } from "react-admin";
import { useGetAll } from "../components/lists/useGetAll";
import {
  isSetupComplete,
  setupSteps,
  type Location,
} from "./setupChecklistModel";
import { clearSetupReturn, markSetupReturn } from "./setupReturn";
import { useFirstBookingDay } from "./useFirstBookingDay";
import { firstBookingUrl } from "./firstBookingDay";

const T = "app.dashboard.setup";
const D = "app.setup_done";
/** Read by screen readers, not shown: whether a step is done. */
const srOnly = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
const FIRST = { pagination: { page: 1, perPage: 1 } };

/** Reads what the steps depend on; undefined fields while loading. */
const useSetupData = () => {
  const business = useGetOne("business-details", { id: "current" });
  const locations = useGetAll<Location & { id: number }>("locations");
  const services = useGetList("services", FIRST);
  const shifts = useGetList("shift-patterns", FIRST);
  const booking = useGetOne("online-booking-settings", { id: "current" });
  const appointments = useGetList("appointments", FIRST);
  const all = [business, locations, services, shifts, booking, appointments];
  return {
    isPending: all.some((q) => q.isPending),
    data: {
      business: business.data,
      locations: locations.data,
      serviceCount: services.total,
      shiftPatternCount: shifts.total,
      onlineBooking: booking.data,
    },
    appointmentCount: appointments.total ?? 0,
  };
};

/** Every step done, no appointment yet: say so, and lead to the calendar on the first day someone works. */
const Ready = () => {
  const translate = useTranslate();
  const day = useFirstBookingDay();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="setup-title">
      <CardContent>
        <Typography id="setup-title" variant="h6" component="h2">
          {translate(`${D}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${D}.text`)}
        </Typography>
        <Button
          component={Link}
          to={firstBookingUrl(day)}
          variant="contained"
          startIcon={<EventIcon />}
        >
          {translate(`${D}.book_first`)}
        </Button>
      </CardContent>
    </Card>
  );
};

const Checklist = () => {
  const translate = useTranslate();
  const { isPending, data, appointmentCount } = useSetupData();
  // Back on the dashboard: saves elsewhere no longer lead here.
  useEffect(clearSetupReturn, []);
  if (isPending) return null;
  const steps = setupSteps(data);
  if (isSetupComplete(steps)) return appointmentCount > 0 ? null : <Ready />;
  const done = steps.filter((s) => s.done).length;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="setup-title">
      <CardContent>
        <Typography id="setup-title" variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.progress`, { done, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-hidden
          sx={{ my: 1 }}
        />
        <List dense>
          {steps.map((step) => (
            <ListItemButton
              key={step.key}
              component={Link}
              to={step.to}
              onClick={markSetupReturn}
            >
              <ListItemIcon>
                {step.done ? (
                  <CheckCircleIcon color="success" />
                ) : (
                  <RadioButtonUncheckedIcon color="action" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={translate(`${T}.steps.${step.key}.title`)}
                secondary={translate(`${T}.steps.${step.key}.hint`)}
                slotProps={{
                  primary: { sx: step.done ? { color: "text.secondary" } : {} },
                }}
              />
              <Box component="span" sx={srOnly}>
                {translate(step.done ? `${T}.done` : `${T}.to_do`)}
              </Box>
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

/**
 * The first-day checklist of the business owner (who alone may open the
 * business details): ticks itself off from the data; once complete it says
 * so and offers the first booking, and hides when the first appointment exists.
 */
export const SetupChecklist = () => {
  const { canAccess } = useCanAccess({
    resource: "business-details",
    action: "list",
  });
  return canAccess ? <Checklist /> : null;
};
