import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import {
  deleteBlockedTime,
  saveBlockedTime,
  useAppDataProvider,
} from "../../calendar/calendarApi";
import {
  BLOCKED_KINDS,
  type BlockedKind,
  type BlockedTime,
  type CalendarFrame,
} from "../../calendar/calendarTypes";
import { fromZonedInput, toZonedInput } from "../../components/dates";
import { useConfirmDiscard } from "../../components/forms/useConfirmDiscard";
import { localeInfo } from "../../i18n/locales";
import { refusalOf } from "./appointmentModel";
import { EntryKindSwitch } from "./EntryKindSwitch";
import { refusalText } from "./refusalText";

const B = "resources.appointments.blocked";
const F = "resources.appointments.fields";
const MINUTE = 60_000;

export interface BlockedSeed {
  location_id: number;
  start_at?: string;
  duration_minutes?: number | "";
  team_member_id?: number | "";
  /** The blocked time being changed. */
  blocked?: BlockedTime;
}

interface Draft {
  kind: BlockedKind;
  title: string;
  team_member_id: number | "";
  start_at: string;
  duration_minutes: number | "";
}

const draftOf = (seed: BlockedSeed): Draft =>
  seed.blocked
    ? {
        kind: seed.blocked.kind,
        title: seed.blocked.title ?? "",
        team_member_id: seed.blocked.team_member_id,
        start_at: seed.blocked.start_at,
        duration_minutes: Math.round(
          (Date.parse(seed.blocked.end_at) -
            Date.parse(seed.blocked.start_at)) /
            MINUTE,
        ),
      }
    : {
        kind: "lunch",
        title: "",
        team_member_id: seed.team_member_id ?? "",
        start_at: seed.start_at ?? new Date().toISOString(),
        duration_minutes: seed.duration_minutes || 60,
      };

export interface BlockedTimeDialogProps {
  seed: BlockedSeed;
  frame: CalendarFrame;
  onClose: () => void;
  onSaved: () => void;
  /** A new entry may become an appointment instead. */
  onAppointment?: () => void;
}

/** Sets, changes or removes a blocked time (lunch, a meeting, training) of a member (issue 23). */
export const BlockedTimeDialog = ({
  seed,
  frame,
  onClose,
  onSaved,
  onAppointment,
}: BlockedTimeDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [initial] = useState(() => draftOf(seed));
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = seed.blocked;
  const discard = useConfirmDiscard(
    JSON.stringify(draft) !== JSON.stringify(initial),
    onClose,
  );
  const set = (change: Partial<Draft>) =>
    setDraft((d) => ({ ...d, ...change }));
  const wording = {
    translate,
    localeTag: localeInfo(locale).tag,
    timeZone: frame.time_zone,
  };
  const failed = (e: unknown) => {
    const refusal = refusalOf(e);
    setError(
      refusal
        ? (Object.values(refusal.errors ?? {})[0] ??
            refusalText(refusal, wording))
        : String(e),
    );
  };
  const save = async () => {
    if (draft.team_member_id === "" || !draft.duration_minutes) {
      setError(translate(`${B}.missing`));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveBlockedTime(dataProvider, editing?.id, {
        location_id: seed.blocked?.location_id ?? seed.location_id,
        team_member_id: draft.team_member_id,
        kind: draft.kind,
        title: draft.title.trim() || null,
        start_at: draft.start_at,
        end_at: new Date(
          Date.parse(draft.start_at) + draft.duration_minutes * MINUTE,
        ).toISOString(),
      });
      notify(`${B}.saved`, { type: "success" });
      onSaved();
    } catch (e) {
      failed(e);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await deleteBlockedTime(dataProvider, editing.id);
      notify(`${B}.removed`, { type: "success" });
      onSaved();
    } catch (e) {
      failed(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Dialog
        open
        onClose={discard.request}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        aria-labelledby="blocked-time-title"
      >
        <DialogTitle id="blocked-time-title">
          {translate(editing ? `${B}.edit_title` : `${B}.new_title`)}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {onAppointment && !editing && (
            <EntryKindSwitch value="blocked" onAppointment={onAppointment} />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
            }}
          >
            <TextField
              select
              required
              id="blocked-kind"
              label={translate(`${B}.kind`)}
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as BlockedKind })}
            >
              {BLOCKED_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`${B}.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="blocked-title"
              label={translate(`${B}.title`)}
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              select
              required
              id="blocked-member"
              label={translate(`${F}.team_member_id`)}
              value={draft.team_member_id}
              onChange={(e) => set({ team_member_id: Number(e.target.value) })}
            >
              {frame.team_members.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="datetime-local"
              required
              id="blocked-start"
              label={translate(`${F}.start_at`)}
              value={toZonedInput(draft.start_at, frame.time_zone)}
              onChange={(e) => {
                const instant = fromZonedInput(e.target.value, frame.time_zone);
                if (instant) set({ start_at: instant });
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { step: 300 },
              }}
            />
            <TextField
              type="number"
              required
              id="blocked-duration"
              label={translate(`${F}.duration_minutes`)}
              value={draft.duration_minutes}
              onChange={(e) =>
                set({
                  duration_minutes:
                    e.target.value === "" ? "" : Number(e.target.value),
                })
              }
              slotProps={{ htmlInput: { min: 5, max: 720, step: 5 } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          {editing && (
            <Button
              color="error"
              onClick={() => void remove()}
              disabled={saving}
              sx={{ marginInlineEnd: "auto" }}
            >
              {translate(`${B}.remove`)}
            </Button>
          )}
          <Button onClick={onClose}>
            {translate("resources.appointments.form.cancel")}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saving}
          >
            {translate(`${B}.save`)}
          </Button>
        </DialogActions>
      </Dialog>
      {discard.confirm}
    </>
  );
};
