import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useMemo } from "react";
import { useInput, useTranslate } from "react-admin";
import {
  PERMISSION_PRESETS,
  permissionGroups,
  type PresetKey,
} from "./permissionGroups";
import { CalendarScopeInput } from "./CalendarScopeInput";

/** The calendar area (DOMAIN §2), which "own appointments only" narrows. */
const CALENDAR = 2;

const L = "resources.team-members.login";
const PRESETS = Object.keys(PERMISSION_PRESETS) as PresetKey[];

/**
 * The areas a staff login may open: grouped as the menu, in menu order,
 * with "select all" and presets (reception, therapist, manager); with the
 * calendar, whether it shows every member's appointments or only their own.
 */
export const PermissionsInput = () => {
  const translate = useTranslate();
  const groups = useMemo(() => permissionGroups(), []);
  const all = useMemo(() => groups.flatMap((g) => g.ids), [groups]);
  const { field } = useInput({ source: "permissions", defaultValue: [] });
  const chosen = new Set<number>(((field.value as number[]) ?? []).map(Number));
  const set = (ids: Iterable<number>) =>
    field.onChange(all.filter((id) => new Set(ids).has(id)));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    set(next);
  };
  const allChosen = all.every((id) => chosen.has(id));
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 1, width: "100%" }}
    >
      <FormLabel component="legend">
        {translate("resources.team-members.fields.permissions")}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", my: 1 }}>
        <FormControlLabel
          label={translate(`${L}.select_all`)}
          control={
            <Checkbox
              checked={allChosen}
              indeterminate={!allChosen && chosen.size > 0}
              onChange={(e) => set(e.target.checked ? all : [])}
            />
          }
        />
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant="outlined"
            onClick={() => set(PERMISSION_PRESETS[preset])}
          >
            {translate(`${L}.presets.${preset}`)}
          </Button>
        ))}
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 1,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)" },
        }}
      >
        {groups.map((group) => (
          <Box
            key={group.key}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0 }}
          >
            <FormLabel component="legend" sx={{ typography: "subtitle2" }}>
              {translate(group.labelKey)}
            </FormLabel>
            <FormGroup>
              {group.ids.map((id) => (
                <FormControlLabel
                  key={id}
                  label={translate(`resources.team-members.areas.${id}`)}
                  control={
                    <Checkbox
                      checked={chosen.has(id)}
                      onChange={(e) => toggle(id, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>
      {chosen.has(CALENDAR) && <CalendarScopeInput />}
    </Box>
  );
};
