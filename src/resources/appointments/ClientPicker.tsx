import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { PhoneInput, usePhoneFormat } from "../../components/phone";
import { searchClients, useAppDataProvider } from "../../calendar/calendarApi";
import type { AppointmentClient } from "../../calendar/calendarTypes";
import { clientLabel, type NewClient } from "./appointmentModel";

const A = "resources.appointments";

export interface ClientPickerProps {
  client: AppointmentClient | null;
  newClient: NewClient | null;
  onClient: (client: AppointmentClient | null) => void;
  onNewClient: (client: NewClient | null) => void;
}

const EMPTY: NewClient = {
  first_name: "",
  last_name: "",
  mobile: "",
  email: "",
};

/**
 * The new client's mobile is the shared phone input, a field of the form
 * the dialog provides (react-hook-form): typed nationally, held in E.164,
 * checked there before the booking is sent.
 */
export const NEW_CLIENT_MOBILE = "mobile";

/**
 * Picks a client by name, mobile or e-mail (calendar/clients), or enters a
 * new one inline (inside a react-hook-form FormProvider holding the mobile).
 */
export const ClientPicker = ({
  client,
  newClient,
  onClient,
  onNewClient,
}: ClientPickerProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<AppointmentClient[]>([]);
  const showPhone = usePhoneFormat();

  useEffect(() => {
    if (newClient || q.trim().length < 1) return;
    let live = true;
    const timer = setTimeout(() => {
      searchClients(dataProvider, q.trim())
        .then((rows) => live && setFound(rows))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, newClient, dataProvider]);

  const label = (c: AppointmentClient) => {
    const name = clientLabel(c, "");
    const text = c.blocked
      ? translate(`${A}.form.blocked_client`, { name })
      : name;
    const mobile = c.mobile ? showPhone(c.mobile).text : null;
    return [text, mobile, c.email].filter(Boolean).join(" · ");
  };
  const field = (name: keyof NewClient) => translate(`${A}.fields.${name}`);

  if (newClient) {
    const set = (change: Partial<NewClient>) =>
      onNewClient({ ...newClient, ...change });
    return (
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
        }}
      >
        <TextField
          required
          id="new-client-first"
          label={field("first_name")}
          value={newClient.first_name}
          onChange={(e) => set({ first_name: e.target.value })}
          autoFocus
        />
        <TextField
          id="new-client-last"
          label={field("last_name")}
          value={newClient.last_name}
          onChange={(e) => set({ last_name: e.target.value })}
        />
        <PhoneInput
          source={NEW_CLIENT_MOBILE}
          id="new-client-mobile"
          label={field("mobile")}
        />
        <TextField
          id="new-client-email"
          type="email"
          label={field("email")}
          value={newClient.email}
          onChange={(e) => set({ email: e.target.value })}
          slotProps={{ htmlInput: { dir: "ltr" } }}
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Button onClick={() => onNewClient(null)}>
            {translate(`${A}.form.pick_client`)}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
    >
      <Autocomplete
        id="client-search"
        sx={{ flex: "1 1 16rem" }}
        options={
          client && !found.some((c) => c.id === client.id)
            ? [client, ...found]
            : found
        }
        value={client}
        filterOptions={(x) => x}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_, value) => setQ(value)}
        onChange={(_, value) => onClient(value)}
        noOptionsText={translate(`${A}.form.find_client_help`)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(`${A}.form.find_client`)}
            helperText={client ? undefined : translate(`${A}.form.walk_in`)}
          />
        )}
      />
      <Button variant="outlined" onClick={() => onNewClient(EMPTY)}>
        {translate(`${A}.form.new_client`)}
      </Button>
    </Box>
  );
};
