import DeleteIcon from "@mui/icons-material/Delete";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { fromZonedInput, toZonedInput } from "../../components/dates";
import {
  formatMoney,
  toMajor,
  toMinor,
  useCurrency,
} from "../../components/money";
import { localeInfo } from "../../i18n/locales";
import type { CalendarFrame } from "../../calendar/calendarTypes";
import type { ServiceLine } from "./appointmentModel";
import {
  groupServices,
  membersFor,
  optionLabel,
  serviceLabel,
  type LabelWords,
} from "./serviceChoiceModel";
import { optionPrice, type ServiceChoice } from "./useServiceChoices";

const A = "resources.appointments";

/** A problem with one line: the sentence, and the field it is about (if one). */
export interface LineError {
  text: string;
  field?: string;
}

export interface ServiceLineFieldsProps {
  index: number;
  line: ServiceLine;
  services: ServiceChoice[];
  frame: CalendarFrame;
  locationId: number;
  removable: boolean;
  error?: LineError | null;
  onChange: (line: ServiceLine) => void;
  onRemove: () => void;
  onNextFree: () => void;
}

const numberOrEmpty = (value: string) => (value === "" ? "" : Number(value));

/**
 * One service of the booking (issue 23): the services the line's member
 * performs, grouped by treatment type with length and price; the members
 * who perform the chosen service; its pricing options as required choices
 * that fill length and price; start, length, price and "next free slot".
 * A refusal about this line shows here, scrolled into view.
 */
export const ServiceLineFields = ({
  index,
  line,
  services,
  frame,
  locationId,
  removable,
  error,
  onChange,
  onRemove,
  onNextFree,
}: ServiceLineFieldsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { currency } = useCurrency();
  const tag = localeInfo(locale).tag;
  const words: LabelWords = {
    money: (minor) => formatMoney(minor, currency, tag),
    minutes: (count) => translate(`${A}.form.minutes`, { count }),
    from: (price) => translate(`${A}.form.from_price`, { price }),
  };
  const service = services.find((s) => s.id === line.service_id);
  const options = service?.pricing_options ?? [];
  const groups = groupServices(services, {
    locationId,
    memberId: line.team_member_id,
    keep: line.service_id,
  });
  const members = membersFor(frame.team_members, service, line.team_member_id);
  const set = (change: Partial<ServiceLine>) =>
    onChange({ ...line, ...change });
  const field = (name: string) => translate(`${A}.fields.${name}`);
  const id = `line-${index}`;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error)
      alertRef.current?.scrollIntoView?.({
        block: "nearest",
        behavior: "smooth",
      });
  }, [error]);
  const flagged = (name: string) => error?.field === name;
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 1,
        p: 1.5,
        m: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {translate(`${A}.form.service_line`, { index: index + 1 })}
        </Typography>
      </Box>
      {error && (
        <Alert
          ref={alertRef}
          severity="error"
          role="alert"
          sx={{ gridColumn: "1 / -1" }}
        >
          {error.text}
        </Alert>
      )}
      <TextField
        select
        required
        id={`${id}-service`}
        label={field("service_id")}
        value={line.service_id}
        error={flagged("service_id")}
        onChange={(e) => {
          const chosen = services.find((s) => s.id === Number(e.target.value));
          const only =
            chosen?.pricing_options?.length === 1
              ? chosen.pricing_options[0]
              : undefined;
          set({
            service_id: Number(e.target.value),
            pricing_option_id: only?.id ?? "",
            duration_minutes: only?.duration_minutes ?? line.duration_minutes,
            price: only ? optionPrice(only) : "",
          });
        }}
      >
        {groups.flatMap((g) => [
          ...(g.name
            ? [
                // A heading, not a choice (Select gives each child the option role).
                <ListSubheader key={`g${g.id}`} aria-hidden>
                  {g.name}
                </ListSubheader>,
              ]
            : []),
          ...g.services.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {serviceLabel(s, words)}
            </MenuItem>
          )),
        ])}
      </TextField>
      {options.length > 1 ? (
        <TextField
          select
          required
          id={`${id}-option`}
          label={field("pricing_option_id")}
          value={line.pricing_option_id}
          error={flagged("pricing_option_id")}
          onChange={(e) => {
            const option = options.find((o) => o.id === Number(e.target.value));
            set({
              pricing_option_id: Number(e.target.value),
              duration_minutes:
                option?.duration_minutes ?? line.duration_minutes,
              price: option ? optionPrice(option) : line.price,
            });
          }}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {optionLabel(service!, o, words)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Box sx={{ display: { xs: "none", sm: "block" } }} />
      )}
      <TextField
        select
        required
        id={`${id}-member`}
        label={field("team_member_id")}
        value={line.team_member_id}
        error={flagged("team_member_id")}
        onChange={(e) => set({ team_member_id: Number(e.target.value) })}
      >
        {members.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${id}-resource`}
        label={field("resource_id")}
        value={line.resource_id}
        onChange={(e) => set({ resource_id: numberOrEmpty(e.target.value) })}
      >
        <MenuItem value="">{translate(`${A}.form.none`)}</MenuItem>
        {frame.resources.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="datetime-local"
        required
        id={`${id}-start`}
        label={field("start_at")}
        value={toZonedInput(line.start_at, frame.time_zone)}
        error={flagged("start_at")}
        onChange={(e) => {
          const instant = fromZonedInput(e.target.value, frame.time_zone);
          if (instant) set({ start_at: instant });
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
      <TextField
        type="number"
        id={`${id}-duration`}
        label={field("duration_minutes")}
        value={line.duration_minutes}
        onChange={(e) =>
          set({ duration_minutes: numberOrEmpty(e.target.value) })
        }
        slotProps={{ htmlInput: { min: 5, max: 720, step: 5 } }}
      />
      <TextField
        type="number"
        id={`${id}-price`}
        label={`${field("price")} (${currency})`}
        value={line.price === "" ? "" : (toMajor(line.price, currency) ?? "")}
        onChange={(e) =>
          set({
            price:
              e.target.value === ""
                ? ""
                : (toMinor(e.target.value, currency) ?? ""),
          })
        }
        slotProps={{ htmlInput: { min: 0, step: "any" } }}
      />
      <Box
        sx={{
          display: "flex",
          gap: 1,
          alignItems: "center",
          justifyContent: "space-between",
        }}
      >
        <Button startIcon={<EventAvailableIcon />} onClick={onNextFree}>
          {translate(`${A}.form.next_free`)}
        </Button>
        {removable && (
          <IconButton
            aria-label={translate(`${A}.form.remove_service`, {
              index: index + 1,
            })}
            onClick={onRemove}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
};
