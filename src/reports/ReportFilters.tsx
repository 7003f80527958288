import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useGetList, useTranslate } from "react-admin";
import { useBusinessTimeZone } from "../components/dates";
import {
  PRESETS,
  presetOf,
  presetRange,
  todayIn,
  type Preset,
} from "./dateRanges";
import { OptionFilter } from "./OptionFilter";
import type { ChoiceFilter, ReportScreenDef } from "./reportList";
import { filterShown, type ReportParams } from "./reportQuery";

const F = "app.reports.filters";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const field = { minWidth: 160, flex: "1 1 160px", maxWidth: 260 };
const dateField = { ...field, minWidth: 150 };
const shrink = { inputLabel: { shrink: true } };

export interface ReportFiltersProps {
  def: ReportScreenDef;
  params: ReportParams;
  /** The range the server answered for (this month when the URL has none). */
  range?: { from: string; to: string };
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** A select of codes: "All" first unless the filter always has a value. */
const ChoiceSelect = ({
  f,
  value,
  onChange,
}: {
  f: ChoiceFilter;
  value?: string;
  onChange: ReportFiltersProps["onChange"];
}) => {
  const translate = useTranslate();
  const word = (c: string) =>
    translate(
      f.values
        ? `app.reports.values.${f.values}.${c}`
        : `app.reports.choices.${f.key}.${c}`,
    );
  return (
    <TextField
      select
      size="small"
      sx={field}
      label={translate(`${F}.${f.key}`)}
      value={value ?? ""}
      onChange={(e) => onChange({ [f.key]: e.target.value || undefined })}
    >
      {f.fallback ? null : (
        <MenuItem value="">{translate("app.reports.all")}</MenuItem>
      )}
      {f.choices.map((c) => (
        <MenuItem key={c} value={c}>
          {word(c)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The filters of a report screen, each change written to the URL: the
 * date range with its presets (dated reports), the location, and the
 * report's own filters of the current view.
 */
export const ReportFilters = ({
  def,
  params,
  range,
  onChange,
}: ReportFiltersProps) => {
  const translate = useTranslate();
  const today = todayIn(useBusinessTimeZone());
  const { data: locations = [] } = useGetList("locations", {
    pagination: { page: 1, perPage: 100 },
    meta: { options: true },
  });
  const from = params.from ?? range?.from ?? "";
  const to = params.to ?? range?.to ?? "";
  const preset = from && to ? presetOf(from, to, today) : "this_month";
  const setDate = (key: "from" | "to", v: string) => {
    if (!ISO_DATE.test(v)) return;
    const other = key === "from" ? to || v : from || v;
    const [a, b] = key === "from" ? [v, other] : [other, v];
    onChange(a <= b ? { from: a, to: b } : { from: v, to: v });
  };
  return (
    <Box
      role="group"
      aria-label={translate(`${F}.title`)}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 2 }}
    >
      {def.dated ? (
        <>
          <TextField
            select
            size="small"
            sx={field}
            label={translate(`${F}.period`)}
            value={preset}
            onChange={(e) => {
              const p = e.target.value as Preset | "custom";
              if (p !== "custom") onChange(presetRange(p, today));
            }}
          >
            {PRESETS.map((p) => (
              <MenuItem key={p} value={p}>
                {translate(`app.reports.presets.${p}`)}
              </MenuItem>
            ))}
            <MenuItem value="custom" disabled>
              {translate("app.reports.presets.custom")}
            </MenuItem>
          </TextField>
          <TextField
            type="date"
            size="small"
            sx={dateField}
            label={translate(`${F}.from`)}
            value={from}
            onChange={(e) => setDate("from", e.target.value)}
            slotProps={shrink}
          />
          <TextField
            type="date"
            size="small"
            sx={dateField}
            label={translate(`${F}.to`)}
            value={to}
            onChange={(e) => setDate("to", e.target.value)}
            slotProps={shrink}
          />
        </>
      ) : null}
      <TextField
        select
        size="small"
        sx={field}
        label={translate(`${F}.location_id`)}
        value={params.location_id ?? ""}
        onChange={(e) => onChange({ location_id: e.target.value || undefined })}
      >
        <MenuItem value="">{translate("app.reports.all_locations")}</MenuItem>
        {/* The URL's location while the list loads (or archived): a value the select knows. */}
        {params.location_id &&
        !locations.some((l) => String(l.id) === params.location_id) ? (
          <MenuItem value={params.location_id} sx={{ display: "none" }}>
            {params.location_id}
          </MenuItem>
        ) : null}
        {locations.map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>
            {String(l.name)}
          </MenuItem>
        ))}
      </TextField>
      {def.filters
        .filter((f) => filterShown(f, params.filters))
        .map((f) =>
          f.kind === "choice" ? (
            <ChoiceSelect
              key={f.key}
              f={f}
              value={params.filters[f.key]}
              onChange={onChange}
            />
          ) : f.kind === "reference" ? (
            <OptionFilter
              key={f.key}
              label={translate(`${F}.${f.key}`)}
              resource={f.resource}
              value={params.filters[f.key]}
              onChange={(id) => onChange({ [f.key]: id })}
            />
          ) : (
            <TextField
              key={f.key}
              type="date"
              size="small"
              sx={dateField}
              label={translate(`${F}.${f.key}`)}
              value={params.filters[f.key] ?? ""}
              onChange={(e) =>
                onChange({ [f.key]: e.target.value || undefined })
              }
              slotProps={shrink}
            />
          ),
        )}
    </Box>
  );
};
