import { useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useGetList, useGetMany, type RaRecord } from "react-admin";

const OPTIONS = { meta: { options: true } };

/** The words of an option row: its name, a person's names, or a number. */
const optionLabel = (r: RaRecord | undefined): string => {
  if (!r) return "";
  if (typeof r.name === "string") return r.name;
  const person = [r.first_name, r.last_name].filter(Boolean).join(" ");
  if (person) return person;
  return String(r.po_number ?? r.reference ?? r.id);
};

export interface OptionFilterProps {
  label: string;
  resource: string;
  /** The chosen record's id as the URL holds it. */
  value?: string;
  onChange: (id: string | undefined) => void;
}

/**
 * A report filter by one record of another area, picked by name from its
 * short option list (`<resource>/options`, readable by any signed-in user),
 * searched on the server as the user types.
 */
export const OptionFilter = ({
  label,
  resource,
  value,
  onChange,
}: OptionFilterProps) => {
  const [q, setQ] = useState("");
  const { data = [], isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    filter: q ? { q } : {},
    ...OPTIONS,
  });
  const chosenId = value === undefined ? undefined : Number(value);
  const { data: chosen = [] } = useGetMany(
    resource,
    { ids: chosenId === undefined ? [] : [chosenId], ...OPTIONS },
    { enabled: chosenId !== undefined },
  );
  const current =
    data.find((r) => r.id === chosenId) ??
    chosen.find((r) => r.id === chosenId) ??
    null;
  const options =
    current && !data.includes(current) ? [current, ...data] : data;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200, flex: "1 1 200px", maxWidth: 320 }}
      options={options}
      loading={isPending}
      value={current}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => {
        if (reason === "input") setQ(text.trim());
        if (reason === "clear") setQ("");
      }}
      onChange={(_, record) => onChange(record ? String(record.id) : undefined)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
