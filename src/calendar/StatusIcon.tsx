import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { AppointmentStatus } from "./calendarTypes";
import { STATUS_LOOK } from "./statusLook";

/** A status's icon (statusLook), hidden from screen readers: the block's name says the status. */
export const StatusIcon = ({
  status,
  ...props
}: { status: AppointmentStatus } & SvgIconProps) => {
  const { Icon } = STATUS_LOOK[status];
  return <Icon aria-hidden data-status-icon={status} {...props} />;
};
