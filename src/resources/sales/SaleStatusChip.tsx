import Chip from "@mui/material/Chip";
import { useTranslate } from "react-admin";
import type { SaleStatus } from "./saleModel";

const COLORS = {
  paid: "success",
  part_paid: "warning",
  unpaid: "error",
  voided: "default",
} as const;

/** A sale's status as a chip: its word (never colour alone) on a colour per status. */
export const SaleStatusChip = ({ status }: { status: SaleStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? "default"}
      variant={status === "voided" ? "outlined" : "filled"}
      label={translate(`resources.sales.statuses.${status}`)}
    />
  );
};
