import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useTranslate } from "react-admin";

const A = "resources.appointments";

/**
 * What a chosen slot becomes: an appointment or a blocked time (issue 23).
 * Shown on top of both new-entry dialogs; choosing the other one switches
 * dialogs with the same slot.
 */
export const EntryKindSwitch = ({
  value,
  onAppointment,
  onBlockTime,
}: {
  value: "appointment" | "blocked";
  onAppointment?: () => void;
  onBlockTime?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      fullWidth
      value={value}
      aria-label={translate(`${A}.blocked.what`)}
      onChange={(_, next) => {
        if (next === "blocked" && value !== "blocked") onBlockTime?.();
        if (next === "appointment" && value !== "appointment")
          onAppointment?.();
      }}
    >
      <ToggleButton value="appointment">
        {translate(`${A}.blocked.appointment`)}
      </ToggleButton>
      <ToggleButton value="blocked">
        {translate(`${A}.blocked.blocked_time`)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
