import PaletteOutlinedIcon from "@mui/icons-material/PaletteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslate } from "react-admin";
import { StatusIcon } from "./StatusIcon";
import { SHOWN_STATUSES, statusSx } from "./statusLook";
import type { ColourBy } from "./useColourBy";

const L = "app.calendar_status.legend";

export interface StatusLegendProps {
  colourBy: ColourBy;
  onColourBy: (by: ColourBy) => void;
  /** The service categories and their colours (shown when colouring by category). */
  categories: { id: number; name: string; colour: string }[];
  /** An icon only (the phone's one-row bar). */
  compact: boolean;
}

/** The toolbar's legend: each status's pattern and icon, and what the colours say (issue 23). */
export const StatusLegend = ({
  colourBy,
  onColourBy,
  categories,
  compact,
}: StatusLegendProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const sample = "#607d8b";
  return (
    <>
      {compact ? (
        <IconButton
          aria-label={translate(`${L}.open`)}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <PaletteOutlinedIcon />
        </IconButton>
      ) : (
        <Button
          size="small"
          variant="outlined"
          aria-haspopup="dialog"
          startIcon={<PaletteOutlinedIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ flex: "none" }}
        >
          {translate(`${L}.open`)}
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": titleId,
            sx: { p: 2, maxWidth: 320 },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2">
          {translate(`${L}.title`)}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {translate(`${L}.statuses`)}
        </Typography>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {SHOWN_STATUSES.map((status) => (
            <Box
              component="li"
              key={status}
              data-legend={status}
              sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 36,
                  height: 20,
                  borderRadius: 0.5,
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  ...statusSx(status, sample),
                }}
              >
                <StatusIcon status={status} sx={{ fontSize: "0.9rem" }} />
              </Box>
              {translate(`resources.appointments.statuses.${status}`)}
            </Box>
          ))}
        </Box>
        <Typography
          variant="subtitle2"
          component="h3"
          id={`${titleId}-by`}
          sx={{ mt: 1.5, mb: 0.5 }}
        >
          {translate(`${L}.colour_by`)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={colourBy}
          aria-labelledby={`${titleId}-by`}
          onChange={(_, by: ColourBy | null) => by && onColourBy(by)}
        >
          <ToggleButton value="member">
            {translate(`${L}.by_member`)}
          </ToggleButton>
          <ToggleButton value="category">
            {translate(`${L}.by_category`)}
          </ToggleButton>
        </ToggleButtonGroup>
        {colourBy === "category" && categories.length > 0 && (
          <Box
            component="ul"
            aria-label={translate(`${L}.categories`)}
            sx={{ listStyle: "none", m: 0, mt: 1, p: 0 }}
          >
            {categories.map((c) => (
              <Box
                component="li"
                key={c.id}
                sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: 0.5,
                    bgcolor: c.colour,
                  }}
                />
                {c.name}
              </Box>
            ))}
          </Box>
        )}
      </Popover>
    </>
  );
};
