import AddIcon from "@mui/icons-material/Add";
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
import { useEffect, useRef, useState } from "react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { FormProvider, useForm } from "react-hook-form";
import { availability, useAppDataProvider } from "../../calendar/calendarApi";
import { todayIn } from "../../calendar/calendarModel";
import { useConfirmDiscard } from "../../components/forms/useConfirmDiscard";
import { localeInfo } from "../../i18n/locales";
import type {
  Appointment,
  AppointmentClient,
  CalendarFrame,
} from "../../calendar/calendarTypes";
import {
  bookingBody,
  CHANNELS,
  draftOf,
  draftProblem,
  emptyLine,
  lineEnd,
  reflowLines,
  refusalOf,
  type BookingDraft,
  type ServiceLine,
} from "./appointmentModel";
import { ClientPicker, NEW_CLIENT_MOBILE } from "./ClientPicker";
import { EntryKindSwitch } from "./EntryKindSwitch";
import { refusalText } from "./refusalText";
import { ServiceLineFields, type LineError } from "./ServiceLineFields";
import { useServiceChoices } from "./useServiceChoices";

const A = "resources.appointments";

export interface FormSeed {
  location_id: number;
  appointment?: Appointment;
  /** A new booking of this appointment's client and services, a week later until a time is picked (issue 23). */
  rebook?: Appointment;
  start_at?: string;
  duration_minutes?: number | "";
  team_member_id?: number | "";
  resource_id?: number | "";
}

export interface AppointmentFormDialogProps {
  seed: FormSeed;
  frame: CalendarFrame;
  save: (
    id: number | undefined,
    body: Record<string, unknown>,
  ) => Promise<Appointment>;
  onClose: () => void;
  onSaved: (appointment: Appointment) => void;
  /** A new entry may become a blocked time instead (the slot's "Blocked time"). */
  onBlockTime?: () => void;
}

const WEEK_MS = 7 * 24 * 3_600_000;

const initialDraft = (seed: FormSeed): BookingDraft =>
  seed.appointment
    ? draftOf(seed.appointment)
    : seed.rebook
      ? rebookDraft(seed.rebook)
      : {
          client_id: null,
          new_client: null,
          location_id: seed.location_id,
          channel: "in_store",
          notes: "",
          services: [
            {
              ...emptyLine(
                seed.start_at ?? new Date().toISOString(),
                seed.team_member_id ?? "",
              ),
              resource_id: seed.resource_id ?? "",
              duration_minutes: seed.duration_minutes ?? "",
            },
          ],
        };

/** The same client and services, a week on, as a new booking (no notes). */
const rebookDraft = (appointment: Appointment): BookingDraft => {
  const draft = draftOf(appointment);
  return {
    ...draft,
    channel: "in_store",
    notes: "",
    services: draft.services.map((line) => ({
      ...line,
      start_at: new Date(Date.parse(line.start_at) + WEEK_MS).toISOString(),
    })),
  };
};

/** New appointment (prefilled from the slot or a rebooking) or edit/reschedule of one. */
export const AppointmentFormDialog = ({
  seed,
  frame,
  save,
  onClose,
  onSaved,
  onBlockTime,
}: AppointmentFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const services = useServiceChoices();
  const [initial] = useState(() => initialDraft(seed));
  const [draft, setDraft] = useState(initial);
  const [client, setClient] = useState<AppointmentClient | null>(
    seed.appointment?.client ?? seed.rebook?.client ?? null,
  );
  // The new client's mobile (the shared phone input) lives in this form.
  const clientForm = useForm({ defaultValues: { [NEW_CLIENT_MOBILE]: "" } });
  /** A problem of the whole booking (shown on top), or of one line (shown on it). */
  const [error, setErrorState] = useState<{
    text: string;
    line?: number;
    field?: string;
  } | null>(null);
  const setError = (text: string | null, line?: number, field?: string) =>
    setErrorState(text === null ? null : { text, line, field });
  const [saving, setSaving] = useState(false);
  const editing = seed.appointment;
  const wording = {
    translate,
    localeTag: localeInfo(locale).tag,
    timeZone: frame.time_zone,
  };
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(initial) ||
    (client?.id ?? null) !==
      ((seed.appointment ?? seed.rebook)?.client?.id ?? null) ||
    clientForm.formState.isDirty;
  const discard = useConfirmDiscard(dirty, onClose);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error && error.line === undefined)
      topRef.current?.scrollIntoView?.({
        block: "nearest",
        behavior: "smooth",
      });
  }, [error]);
  const lineError = (index: number): LineError | null =>
    error?.line === index ? { text: error.text, field: error.field } : null;

  // Choosing an option (or a length) moves the services that followed on.
  const setLine = (index: number, line: ServiceLine) =>
    setDraft((d) => ({ ...d, services: reflowLines(d.services, index, line) }));
  const addLine = () =>
    setDraft((d) => {
      const last = d.services[d.services.length - 1];
      return {
        ...d,
        services: [
          ...d.services,
          emptyLine(lineEnd(last), last.team_member_id),
        ],
      };
    });
  const nextFree = async (index: number) => {
    const line = draft.services[index];
    if (line.service_id === "") {
      setError(
        translate(`${A}.form.choose_service_first`),
        index,
        "service_id",
      );
      return;
    }
    const date = todayIn(frame.time_zone, new Date(line.start_at));
    try {
      const answer = await availability(dataProvider, {
        service_id: line.service_id,
        pricing_option_id:
          line.pricing_option_id === "" ? undefined : line.pricing_option_id,
        location_id: draft.location_id,
        date,
        team_member_id:
          line.team_member_id === "" ? undefined : line.team_member_id,
        days: 7,
      });
      const after = Date.parse(line.start_at);
      const slot = answer.days
        .flatMap((d) =>
          d.members.flatMap((m) =>
            m.slots.map((s) => ({ ...s, member: m.team_member_id })),
          ),
        )
        .filter((s) => Date.parse(s.start_at) >= after)
        .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))[0];
      if (!slot) {
        setError(translate(`${A}.form.no_free_slot`), index);
        return;
      }
      setError(null);
      setLine(index, {
        ...line,
        start_at: slot.start_at,
        team_member_id: slot.member,
      });
    } catch (e) {
      const refusal = refusalOf(e);
      setError(refusal ? refusalText(refusal, wording) : String(e), index);
    }
  };
  // A bad mobile is reported on its field and nothing is sent.
  const submit = clientForm.handleSubmit(async (values) => {
    const problem = draftProblem(
      draft,
      (id) => services.find((s) => s.id === id)?.pricing_options?.length ?? 0,
    );
    if (problem) {
      setError(
        translate(`${A}.form.missing.${problem.key}`),
        problem.line,
        problem.key,
      );
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const newClient = draft.new_client && {
        ...draft.new_client,
        mobile: values[NEW_CLIENT_MOBILE],
      };
      const saved = await save(
        editing?.id,
        bookingBody({
          ...draft,
          new_client: newClient,
          client_id: client?.id ?? null,
        }),
      );
      notify(editing ? `${A}.form.updated` : `${A}.form.booked`, {
        type: "success",
        messageArgs: { reference: saved.reference },
      });
      onSaved(saved);
    } catch (e) {
      const refusal = refusalOf(e);
      const fieldError = Object.entries(refusal?.errors ?? {}).find(([k]) =>
        /^services\.\d+\./.test(k),
      );
      const line =
        refusal?.line ??
        (fieldError ? Number(fieldError[0].split(".")[1]) : undefined);
      setError(
        refusal
          ? fieldError && refusal.line === undefined
            ? fieldError[1]
            : refusalText(refusal, wording)
          : String(e),
        line !== undefined && line < draft.services.length ? line : undefined,
      );
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <Dialog
        open
        onClose={discard.request}
        fullScreen={fullScreen}
        maxWidth="md"
        fullWidth
        aria-labelledby="appointment-form-title"
      >
        <DialogTitle id="appointment-form-title">
          {editing
            ? translate(`${A}.form.edit_title`, {
                reference: editing.reference,
              })
            : translate(`${A}.form.new_title`)}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {onBlockTime && !editing && (
            <EntryKindSwitch value="appointment" onBlockTime={onBlockTime} />
          )}
          {error && error.line === undefined && (
            <Alert ref={topRef} severity="error" role="alert">
              {error.text}
            </Alert>
          )}
          <FormProvider {...clientForm}>
            <ClientPicker
              client={client}
              newClient={draft.new_client}
              onClient={setClient}
              onNewClient={(new_client) => {
                if (!new_client) clientForm.reset();
                setDraft((d) => ({ ...d, new_client }));
              }}
            />
          </FormProvider>
          {draft.services.map((line, index) => (
            <ServiceLineFields
              key={index}
              index={index}
              line={line}
              services={services}
              frame={frame}
              locationId={draft.location_id}
              error={lineError(index)}
              removable={draft.services.length > 1}
              onChange={(l) => setLine(index, l)}
              onRemove={() =>
                setDraft((d) => ({
                  ...d,
                  services: d.services.filter((_, i) => i !== index),
                }))
              }
              onNextFree={() => void nextFree(index)}
            />
          ))}
          <Box>
            <Button startIcon={<AddIcon />} onClick={addLine}>
              {translate(`${A}.form.add_service`)}
            </Button>
          </Box>
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" },
            }}
          >
            <TextField
              select
              id="appointment-channel"
              label={translate(`${A}.fields.channel`)}
              value={draft.channel}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  channel: e.target.value as BookingDraft["channel"],
                }))
              }
            >
              {CHANNELS.map((c) => (
                <MenuItem key={c} value={c}>
                  {translate(`${A}.channels.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="appointment-notes"
              multiline
              minRows={2}
              label={translate(`${A}.fields.notes`)}
              value={draft.notes}
              onChange={(e) =>
                setDraft((d) => ({ ...d, notes: e.target.value }))
              }
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${A}.form.cancel`)}</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={saving}
          >
            {translate(editing ? `${A}.form.save_changes` : `${A}.form.save`)}
          </Button>
        </DialogActions>
      </Dialog>
      {discard.confirm}
    </>
  );
};
