import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import type { TeamMember } from "../../types";
import { teamMemberName } from "../team-members/teamMemberModel";
import { formatIntervals } from "../../components/weekHours";
import { formatDay, useLocaleTag } from "../../components/dates";
import {
  workingTimeOn,
  type WorkingDay,
  type WorkingTimeData,
} from "./workingTimeModel";

const headDate = (date: string, tag: string) => formatDay(date, tag, "short");

const Cell = ({
  day,
  onClick,
  label,
}: {
  day: WorkingDay;
  onClick: () => void;
  label: string;
}) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const text = day.closed
    ? translate("resources.shift-patterns.grid.closed")
    : day.intervals.length
      ? formatIntervals(day.intervals, tag)
      : day.source === "override"
        ? translate("resources.shift-patterns.grid.day_off")
        : "—";
  const timeOff = day.timeOff
    ? translate("resources.shift-patterns.grid.time_off")
    : null;
  // The name starts with what the cell shows (WCAG 2.5.3), then says
  // whose day it opens.
  const name = [text, timeOff, label].filter(Boolean).join(", ");
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={name}
      sx={{
        width: "100%",
        minHeight: 44,
        px: 1,
        borderRadius: 1,
        justifyContent: "flex-start",
        textAlign: "start",
        bgcolor: day.source === "override" ? "action.selected" : undefined,
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      <Box>
        <Typography
          variant="body2"
          component="span"
          dir={day.intervals.length ? "ltr" : undefined}
        >
          {text}
        </Typography>
        {timeOff ? (
          <Typography
            variant="caption"
            component="span"
            color="warning.main"
            sx={{ display: "block" }}
          >
            {timeOff}
          </Typography>
        ) : null}
      </Box>
    </ButtonBase>
  );
};

/** Rows = team members, columns = the seven days; each cell opens that day. */
export const WeekTable = ({
  members,
  dates,
  data,
  onPick,
}: {
  members: TeamMember[];
  dates: string[];
  data: WorkingTimeData;
  onPick: (member: TeamMember, date: string, day: WorkingDay) => void;
}) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  return (
    <TableContainer sx={{ overflowX: "auto", maxWidth: "100%" }}>
      <Table
        size="small"
        aria-label={translate("resources.shift-patterns.grid.title")}
        sx={{ minWidth: 760 }}
      >
        <TableHead>
          <TableRow>
            <TableCell
              sx={{
                position: "sticky",
                insetInlineStart: 0,
                bgcolor: "background.paper",
                zIndex: 1,
              }}
            >
              {translate("resources.shift-patterns.grid.member")}
            </TableCell>
            {dates.map((d) => (
              <TableCell key={d}>{headDate(d, tag)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.id}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  position: "sticky",
                  insetInlineStart: 0,
                  bgcolor: "background.paper",
                  zIndex: 1,
                  minWidth: 120,
                }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  <Box
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: "50%",
                      bgcolor: m.calendar_colour,
                      flexShrink: 0,
                    }}
                  />
                  {teamMemberName(m)}
                </Box>
              </TableCell>
              {dates.map((d) => {
                const day = workingTimeOn(m.id, d, data);
                return (
                  <TableCell key={d} sx={{ p: 0.5 }}>
                    <Cell
                      day={day}
                      onClick={() => onPick(m, d, day)}
                      label={translate(
                        "resources.shift-patterns.grid.edit_day",
                        { name: teamMemberName(m), date: headDate(d, tag) },
                      )}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
