import PrintIcon from "@mui/icons-material/Print";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useEffect, useId, useState } from "react";
import { useTranslate } from "react-admin";
import { DaySheet, type DaySheetProps } from "./DaySheet";

const T = "resources.appointments.calendar";

/**
 * The toolbar's Print (issue 23): a day sheet of the whole location or of
 * one member, printed at once. The sheet is drawn, the browser's print
 * dialog opens, and the sheet goes when printing is over.
 */
export const DayPrint = (props: DaySheetProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sheet, setSheet] = useState<"all" | number | null>(null);
  useEffect(() => {
    if (sheet === null) return;
    const done = () => setSheet(null);
    window.addEventListener("afterprint", done);
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [sheet]);
  const choose = (which: "all" | number) => {
    setAnchor(null);
    setSheet(which);
  };
  return (
    <>
      <IconButton
        aria-label={translate(`${T}.print_title`)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <PrintIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => choose("all")}>
          {translate(`${T}.print_location`)}
        </MenuItem>
        {props.members.map((m) => (
          <MenuItem key={m.id} onClick={() => choose(m.id)}>
            {translate(`${T}.print_member`, { name: m.name })}
          </MenuItem>
        ))}
      </Menu>
      {sheet !== null && (
        <DaySheet
          {...props}
          members={
            sheet === "all"
              ? props.members
              : props.members.filter((m) => m.id === sheet)
          }
        />
      )}
    </>
  );
};
