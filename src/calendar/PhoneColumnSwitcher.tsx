import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

const T = "resources.appointments.calendar";

export interface PhoneColumnSwitcherProps {
  names: string[];
  index: number;
  direction: "ltr" | "rtl";
  onChange: (index: number) => void;
}

/** On a phone the grid shows one column; these buttons (and a swipe) go to the others. */
export const PhoneColumnSwitcher = ({
  names,
  index,
  direction,
  onChange,
}: PhoneColumnSwitcherProps) => {
  const translate = useTranslate();
  const flip = direction === "rtl" ? { transform: "scaleX(-1)" } : undefined;
  const count = names.length;
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1,
        py: 0.5,
      }}
    >
      <IconButton
        aria-label={translate(`${T}.previous_column`)}
        disabled={index <= 0}
        onClick={() => onChange(index - 1)}
      >
        <ChevronLeftIcon sx={flip} />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ fontWeight: 600, textAlign: "center", minWidth: 0 }}
      >
        {translate(`${T}.column_of`, {
          name: names[index] ?? "",
          index: index + 1,
          count,
        })}
      </Typography>
      <IconButton
        aria-label={translate(`${T}.next_column`)}
        disabled={index >= count - 1}
        onClick={() => onChange(index + 1)}
      >
        <ChevronRightIcon sx={flip} />
      </IconButton>
    </Box>
  );
};
