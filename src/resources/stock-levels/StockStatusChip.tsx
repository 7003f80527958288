import Chip from "@mui/material/Chip";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import WarningIcon from "@mui/icons-material/Warning";
import ErrorIcon from "@mui/icons-material/Error";
import { useTranslate } from "react-admin";
import type { StockStatus } from "./stockLevelModel";

const look = {
  ok: { icon: <CheckCircleIcon />, color: "success" },
  low: { icon: <WarningIcon />, color: "warning" },
  out: { icon: <ErrorIcon />, color: "error" },
} as const;

/**
 * ok / low / out as an outlined chip: the word carries the meaning (the
 * coloured icon only repeats it), in the text colour for contrast.
 */
export const StockStatusChip = ({ status }: { status: StockStatus }) => {
  const translate = useTranslate();
  const { icon, color } = look[status] ?? look.ok;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={translate(`resources.stock-levels.statuses.${status}`)}
      sx={{ color: "text.primary" }}
    />
  );
};
