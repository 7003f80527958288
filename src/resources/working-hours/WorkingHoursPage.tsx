import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { CreateButton, Title, useTranslate } from "react-admin";
import { Link, useSearchParams } from "react-router-dom";
import type { TeamMember } from "../../types";
import {
  formatDateTime,
  todayIn,
  useBusinessTimeZone,
  useLocaleTag,
} from "../../components/dates";
import { DayDialog, type DayTarget } from "./DayDialog";
import { WeekTable } from "./WeekTable";
import { useWeekData } from "./useWeekData";
import {
  addDays,
  mondayOf,
  weekDates,
  type WorkingDay,
} from "./workingTimeModel";
import { PageLoading } from "../../layout/PageLoading";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * An empty week's first action: add a pattern (the only team member and
 * location chosen already), starting today.
 */
const FirstPattern = ({
  members,
  locationId,
}: {
  members: TeamMember[];
  locationId?: number;
}) => {
  const translate = useTranslate();
  const start = todayIn(useBusinessTimeZone());
  const only = members.length === 1 ? members[0] : undefined;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="contained"
        component={Link}
        to="/shift-patterns/create"
        state={{
          record: {
            team_member_id: only?.id,
            location_id: only?.location_ids?.[0] ?? locationId,
            start_date: start,
          },
        }}
      >
        {translate("resources.shift-patterns.grid.add_pattern")}
      </Button>
    </Box>
  );
};

/** /teams/working-hours: who works when in a chosen week (DOMAIN §3.18). */
export const WorkingHoursPage = () => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const asked = params.get("week");
  const monday = mondayOf(asked && ISO_DATE.test(asked) ? asked : today());
  const dates = weekDates(monday);
  const { members, locations, data, isPending, refetch } = useWeekData(monday);
  const [target, setTarget] = useState<DayTarget | null>(null);
  const go = (week: string) => setParams({ week }, { replace: true });
  const pick = (member: TeamMember, date: string, day: WorkingDay) =>
    setTarget({
      member,
      date,
      day,
      locationId:
        day.locationId ?? member.location_ids?.[0] ?? locations[0]?.id,
    });
  // Arrows point the way the week moves: mirrored in right-to-left languages.
  const flip =
    useTheme().direction === "rtl" ? { transform: "scaleX(-1)" } : undefined;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate("resources.shift-patterns.grid.title")} />
      <CardContent>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 1,
            mb: 2,
          }}
        >
          <IconButton
            onClick={() => go(addDays(monday, -7))}
            aria-label={translate("resources.shift-patterns.grid.previous")}
          >
            <ChevronLeftIcon sx={flip} />
          </IconButton>
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{ minWidth: 190, textAlign: "center" }}
          >
            {translate("resources.shift-patterns.grid.week_of", {
              from: formatDateTime(dates[0], tag),
              to: formatDateTime(dates[6], tag),
            })}
          </Typography>
          <IconButton
            onClick={() => go(addDays(monday, 7))}
            aria-label={translate("resources.shift-patterns.grid.next")}
          >
            <ChevronRightIcon sx={flip} />
          </IconButton>
          <Button size="small" onClick={() => go(mondayOf(today()))}>
            {translate("resources.shift-patterns.grid.this_week")}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" component={Link} to="/shift-patterns">
            {translate("resources.shift-patterns.grid.patterns")}
          </Button>
          <Button size="small" component={Link} to="/shift-overrides">
            {translate("resources.shift-patterns.grid.overrides")}
          </Button>
          <Button size="small" component={Link} to="/time-off">
            {translate("resources.shift-patterns.grid.time_off_list")}
          </Button>
        </Box>
        {isPending ? (
          <PageLoading />
        ) : members.length === 0 ? (
          <Box sx={{ textAlign: "center", py: 4 }}>
            <Typography gutterBottom>
              {translate("resources.shift-patterns.grid.no_members")}
            </Typography>
            <CreateButton resource="team-members" variant="contained" />
          </Box>
        ) : (
          <>
            {data.patterns.length === 0 ? (
              <FirstPattern members={members} locationId={locations[0]?.id} />
            ) : null}
            <WeekTable
              members={members}
              dates={dates}
              data={data}
              onPick={pick}
            />
          </>
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: "block", mt: 1 }}
        >
          {translate("resources.shift-patterns.grid.hint")}
        </Typography>
      </CardContent>
      <DayDialog
        key={target ? `${target.member.id}-${target.date}` : "none"}
        target={target}
        onClose={(changed) => {
          setTarget(null);
          if (changed) refetch();
        }}
      />
    </Card>
  );
};
