import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useState } from "react";
import { swapOrders, type PaymentType } from "./paymentTypeModel";

/** Moves a payment type one place up or down the list sorted by sort_order. */
export const ReorderButtons = () => {
  const record = useRecordContext<PaymentType>();
  const { data = [], sort } = useListContext<PaymentType>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record || sort.field !== "sort_order") return null;
  const index = data.findIndex((r) => r.id === record.id);
  const move = async (direction: -1 | 1) => {
    setBusy(true);
    try {
      for (const change of swapOrders(data, index, direction)) {
        const previousData = data.find((r) => r.id === change.id)!;
        await dataProvider.update("payment-types", {
          id: change.id,
          data: { sort_order: change.sort_order },
          previousData,
        });
      }
      refresh();
    } catch {
      notify("resources.payment-types.reorder_failed", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const up = sort.order === "ASC" ? -1 : 1;
  return (
    <Stack direction="row" onClick={(e) => e.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={translate("resources.payment-types.move_up", {
          name: record.name,
        })}
        disabled={busy || index <= 0}
        onClick={() => move(up)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate("resources.payment-types.move_down", {
          name: record.name,
        })}
        disabled={busy || index < 0 || index >= data.length - 1}
        onClick={() => move(up === -1 ? 1 : -1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
