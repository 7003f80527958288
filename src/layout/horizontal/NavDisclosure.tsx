import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { currentMarkSx } from "./currentPosition";

export interface NavDisclosureProps {
  label: ReactNode;
  icon?: ReactNode;
  /** The group holds the current screen: marked, with aria-current="true". */
  current?: boolean;
  /** The panel's width in px (narrowed to the screen). */
  width?: number;
  /** The panel's content; `close` closes it (after following a link). */
  children: (close: () => void) => ReactNode;
  "data-testid"?: string;
}

/**
 * A menu bar group as a disclosure (WAI-ARIA APG "disclosure navigation"):
 * a button with aria-expanded and aria-controls showing a panel of links
 * right under it, in the page's Tab order. Escape closes it and gives the
 * focus back to the button; so do a click elsewhere and Tab moving past
 * its last link. The panel opens towards the inline end unless the screen
 * has no room there.
 */
export const NavDisclosure = ({
  label,
  icon,
  current = false,
  width = 280,
  children,
  "data-testid": testId,
}: NavDisclosureProps) => {
  const panelId = useId();
  const rtl = useTheme().direction === "rtl";
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const toggle = () => {
    if (!open && button.current) {
      const box = button.current.getBoundingClientRect();
      const room = rtl ? box.right : window.innerWidth - box.left;
      setAlignEnd(room < width + 16);
    }
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Focus leaving the button and its panel (Tab past the last link) closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <Box
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={{ position: "relative", flexShrink: 0 }}
    >
      <Button
        ref={button}
        color="inherit"
        startIcon={icon}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? "rotate(180deg)" : undefined }}
          />
        }
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={current ? "true" : undefined}
        onClick={toggle}
        sx={[
          { textTransform: "none", whiteSpace: "nowrap" },
          current && currentMarkSx,
        ]}
      >
        {label}
      </Button>
      <Paper
        id={panelId}
        hidden={!open}
        elevation={8}
        data-testid={testId}
        sx={{
          position: "absolute",
          top: "100%",
          // Flipped to the right edge in right-to-left pages.
          ...(alignEnd ? { right: 0 } : { left: 0 }),
          zIndex: (theme) => theme.zIndex.appBar + 1,
          width,
          maxWidth: "calc(100vw - 16px)",
          maxHeight: "70vh",
          overflowY: "auto",
          mt: 0.5,
          "&[hidden]": { display: "none" },
        }}
      >
        {open ? children(close) : null}
      </Paper>
    </Box>
  );
};
