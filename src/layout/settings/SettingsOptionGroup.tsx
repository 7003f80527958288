import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useTranslate } from "react-admin";
import type { LayoutSettings } from "./layoutSettingsModel";

export interface SettingsOptionGroupProps<K extends keyof LayoutSettings> {
  name: K;
  options: readonly LayoutSettings[K][];
  value: LayoutSettings[K];
  onChange: (value: LayoutSettings[K]) => void;
}

/** One setting as a radio group; labels come from app.layout.settings.<name>.* */
export const SettingsOptionGroup = <K extends keyof LayoutSettings>({
  name,
  options,
  value,
  onChange,
}: SettingsOptionGroupProps<K>) => {
  const translate = useTranslate();
  const labelId = `layout-settings-${name}-label`;
  return (
    <FormControl component="fieldset" sx={{ mb: 2, display: "flex" }}>
      <FormLabel component="legend" id={labelId}>
        {translate(`app.layout.settings.${name}.label`)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={`layout-settings-${name}`}
        value={value}
        onChange={(event) => {
          const next = options.find((o) => o === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={translate(`app.layout.settings.${name}.${option}`)}
            data-testid={`layout-settings-${name}-${option}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
