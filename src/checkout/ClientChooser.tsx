import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { searchClients, useAppDataProvider } from "../calendar/calendarApi";
import type { AppointmentClient } from "../calendar/calendarTypes";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { C } from "./CartLines";

export type ChosenClient = AppointmentClient;

/** The sale's client, found by name, mobile or e-mail; empty = walk-in. */
export const ClientChooser = ({
  client,
  onClient,
}: {
  client: ChosenClient | null;
  onClient: (client: ChosenClient | null) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<ChosenClient[]>([]);
  const walkIn = translate(`${C}.walk_in`);

  useEffect(() => {
    const wanted = q.trim();
    if (!wanted || (client && wanted === clientLabel(client, walkIn))) return;
    let live = true;
    const timer = setTimeout(() => {
      searchClients(dataProvider, wanted)
        .then((rows) => live && setFound(rows))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, client, dataProvider, walkIn]);

  return (
    <Autocomplete
      size="small"
      sx={{ flex: "1 1 220px", minWidth: 0 }}
      options={
        client && !found.some((c) => c.id === client.id)
          ? [client, ...found]
          : found
      }
      value={client}
      filterOptions={(x) => x}
      getOptionLabel={(c) => clientLabel(c, walkIn)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, value) => onClient(value)}
      inputValue={q}
      onInputChange={(_, value) => setQ(value)}
      noOptionsText={translate(`${C}.no_clients`)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${C}.client`)}
          placeholder={walkIn}
        />
      )}
    />
  );
};
