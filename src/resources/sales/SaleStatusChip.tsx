import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useTranslate } from "react-admin";
import type { RefundState, SaleStatus } from "./saleModel";

const COLORS = {
  paid: "success",
  part_paid: "warning",
  unpaid: "error",
  voided: "default",
} as const;

/**
 * A sale's status as a chip: its word (never colour alone) on a colour per
 * status; a refunded sale (still `paid`, DOMAIN §3.32) says so beside it.
 */
export const SaleStatusChip = ({
  status,
  refund,
}: {
  status: SaleStatus;
  refund?: RefundState;
}) => {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      color={COLORS[status] ?? "default"}
      variant={status === "voided" ? "outlined" : "filled"}
      label={translate(`resources.sales.statuses.${status}`)}
    />
  );
  if (!refund || refund === "none") return chip;
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", flexWrap: "wrap", gap: 0.5 }}
    >
      {chip}
      <Chip
        size="small"
        color="info"
        variant="outlined"
        label={translate(`resources.sales.refund_states.${refund}`)}
      />
    </Box>
  );
};
