import DeleteIcon from "@mui/icons-material/Delete";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { fromZonedInput, toZonedInput } from "../../components/dates";
import { toMajor, toMinor, useCurrency } from "../../components/money";
import type { CalendarFrame } from "../../calendar/calendarTypes";
import type { ServiceLine } from "./appointmentModel";
import { optionPrice, type ServiceChoice } from "./useServiceChoices";

const A = "resources.appointments";

export interface ServiceLineFieldsProps {
  index: number;
  line: ServiceLine;
  services: ServiceChoice[];
  frame: CalendarFrame;
  removable: boolean;
  onChange: (line: ServiceLine) => void;
  onRemove: () => void;
  onNextFree: () => void;
}

const numberOrEmpty = (value: string) => (value === "" ? "" : Number(value));

/** One service of the booking: service, option, member, resource, start, length, price; "next free slot". */
export const ServiceLineFields = ({
  index,
  line,
  services,
  frame,
  removable,
  onChange,
  onRemove,
  onNextFree,
}: ServiceLineFieldsProps) => {
  const translate = useTranslate();
  const { currency } = useCurrency();
  const service = services.find((s) => s.id === line.service_id);
  const options = service?.pricing_options ?? [];
  const set = (change: Partial<ServiceLine>) =>
    onChange({ ...line, ...change });
  const field = (name: string) => translate(`${A}.fields.${name}`);
  const id = `line-${index}`;
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: "divider",
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
      <TextField
        select
        required
        id={`${id}-service`}
        label={field("service_id")}
        value={line.service_id}
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
        {services.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {options.length > 1 ? (
        <TextField
          select
          id={`${id}-option`}
          label={field("pricing_option_id")}
          value={line.pricing_option_id}
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
              {o.name ?? `${o.duration_minutes}′`}
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
        onChange={(e) => set({ team_member_id: Number(e.target.value) })}
      >
        {frame.team_members.map((m) => (
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
