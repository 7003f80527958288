import { useState, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { reorder, type Ordered } from "./sortOrderModel";

/**
 * Moves the row one place up or down in a list sorted by sort_order
 * (DOMAIN §1.2): the rows of the page are renumbered in their new order and
 * only the rows whose number changed are saved.
 */
export const MoveButtons = ({ labelPrefix }: { labelPrefix: string }) => {
  const record = useRecordContext<Ordered>();
  const {
    data = [],
    sort,
    page,
    perPage,
    resource,
  } = useListContext<Ordered>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const sortedByOrder = sort.field === "sort_order" && sort.order === "ASC";
  const index = data.findIndex((row) => row.id === record.id);

  const move = async (event: MouseEvent, delta: number) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const changes = reorder(data, index, delta, (page - 1) * perPage);
      for (const change of changes)
        await dataProvider.update(resource, {
          id: change.id,
          data: { sort_order: change.sort_order },
          previousData: data.find((row) => row.id === change.id),
        });
      refresh();
    } catch {
      notify("ra.notification.http_error", { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  const button = (delta: number, key: string, Icon: typeof ArrowUpwardIcon) => {
    const label = translate(`${labelPrefix}.${key}`);
    const disabled =
      busy ||
      !sortedByOrder ||
      index + delta < 0 ||
      index + delta >= data.length;
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            disabled={disabled}
            onClick={(e) => move(e, delta)}
          >
            <Icon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {button(-1, "move_up", ArrowUpwardIcon)}
      {button(1, "move_down", ArrowDownwardIcon)}
    </span>
  );
};
