import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import LoginIcon from "@mui/icons-material/Login";
import PersonOffIcon from "@mui/icons-material/PersonOff";
import PlayCircleOutlineIcon from "@mui/icons-material/PlayCircleOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import { alpha } from "@mui/material/styles";
import type { ComponentType } from "react";
import type { AppointmentStatus } from "./calendarTypes";

/**
 * How a block shows its status at a glance (issue 23): an icon and a
 * pattern or border style, never the colour alone (WCAG 1.4.1), so the
 * colour stays free for the member or the service category.
 */
export interface StatusLook {
  Icon: ComponentType<SvgIconProps>;
  /** The block's inline-start border style. */
  border: "solid" | "double" | "dashed" | "dotted";
  /** How strongly the block is tinted (done ones fade). */
  tint: number;
  /** A pattern over the tint, if any. */
  pattern: ((colour: string) => string) | null;
}

const stripes = (angle: number) => (colour: string) =>
  `repeating-linear-gradient(${angle}deg, ${alpha(colour, 0.28)} 0 3px, transparent 3px 9px)`;

export const STATUS_LOOK: Record<AppointmentStatus, StatusLook> = {
  booked: { Icon: ScheduleIcon, border: "solid", tint: 0.22, pattern: null },
  confirmed: {
    Icon: CheckCircleOutlineIcon,
    border: "solid",
    tint: 0.32,
    pattern: null,
  },
  arrived: { Icon: LoginIcon, border: "double", tint: 0.32, pattern: null },
  started: {
    Icon: PlayCircleOutlineIcon,
    border: "solid",
    tint: 0.22,
    pattern: stripes(45),
  },
  completed: { Icon: DoneAllIcon, border: "dotted", tint: 0.1, pattern: null },
  no_show: {
    Icon: PersonOffIcon,
    border: "dashed",
    tint: 0.08,
    pattern: stripes(-45),
  },
  cancelled: {
    Icon: EventBusyIcon,
    border: "dashed",
    tint: 0.08,
    pattern: null,
  },
};

/** The statuses the calendar draws (cancelled ones leave the grid). */
export const SHOWN_STATUSES: AppointmentStatus[] = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
  "no_show",
];

/** A block's (or a legend swatch's) look in a colour. */
export const statusSx = (status: AppointmentStatus, colour: string) => {
  const look = STATUS_LOOK[status];
  return {
    borderInlineStart: `${look.border === "double" ? 6 : 4}px ${look.border} ${colour}`,
    bgcolor: alpha(colour, look.tint),
    backgroundImage: look.pattern?.(colour),
  };
};
