import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import CancelIcon from "@mui/icons-material/Cancel";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import RefreshIcon from "@mui/icons-material/Refresh";
import { Confirm, useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import type { StockTake } from "./stockTakeModel";

const T = "resources.stock-takes";

/** Complete (optionally treating uncounted lines as zero), re-snapshot flagged lines, cancel. */
export const StockTakeCountActions = ({
  take,
  dirty,
}: {
  take: StockTake;
  dirty: boolean;
}) => {
  const translate = useTranslate();
  const { run, busy } = useResourceAction("stock-takes");
  const [open, setOpen] = useState<"complete" | "cancel" | null>(null);
  const [uncountedAsZero, setUncountedAsZero] = useState(false);
  const flagged = take.lines.filter((line) => line.moved_since_snapshot);
  const args = { reference: take.reference };
  const close = () => setOpen(null);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<DoneAllIcon />}
          disabled={busy || dirty}
          onClick={() => setOpen("complete")}
        >
          {translate(`${T}.actions.complete`)}
        </Button>
        {flagged.length ? (
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            disabled={busy}
            onClick={() =>
              run(
                { id: take.id, path: "resnapshot", data: {} },
                {
                  successKey: `${T}.resnapshot.done`,
                  successArgs: { smart_count: flagged.length },
                },
              )
            }
          >
            {translate(`${T}.actions.resnapshot`, {
              smart_count: flagged.length,
            })}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<CancelIcon />}
          disabled={busy}
          onClick={() => setOpen("cancel")}
        >
          {translate(`${T}.actions.cancel`)}
        </Button>
      </Box>
      {dirty ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {translate(`${T}.count.save_first`)}
        </Typography>
      ) : null}
      {flagged.length ? (
        <Typography variant="body2" component="p" sx={{ mt: 1 }}>
          {translate(`${T}.resnapshot.help`, { smart_count: flagged.length })}
        </Typography>
      ) : null}
      <Dialog
        open={open === "complete"}
        onClose={close}
        aria-labelledby="st-complete-title"
      >
        <DialogTitle id="st-complete-title">
          {translate(`${T}.complete.title`, args)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(`${T}.complete.content`, {
              counted: take.counted_lines,
              total: take.total_lines,
            })}
          </DialogContentText>
          <FormControlLabel
            control={
              <Checkbox
                checked={uncountedAsZero}
                onChange={(event) => setUncountedAsZero(event.target.checked)}
              />
            }
            label={translate(`${T}.complete.uncounted_as_zero`)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate("ra.action.cancel")}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              run(
                {
                  id: take.id,
                  path: "complete",
                  data: { treat_uncounted_as_zero: uncountedAsZero },
                },
                {
                  successKey: `${T}.complete.done`,
                  successArgs: args,
                  onSuccess: close,
                },
              )
            }
          >
            {translate(`${T}.actions.complete`)}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={open === "cancel"}
        loading={busy}
        title={translate(`${T}.cancel.title`, args)}
        content={translate(`${T}.cancel.content`)}
        confirm={`${T}.actions.cancel`}
        onConfirm={() =>
          run(
            { id: take.id, path: "cancel" },
            {
              successKey: `${T}.cancel.done`,
              successArgs: args,
              onSuccess: close,
            },
          )
        }
        onClose={close}
      />
    </Box>
  );
};
