import { forwardRef, type ReactNode } from "react";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { alpha, styled, type Theme } from "@mui/material/styles";
import {
  LinkBase,
  MenuItemLinkClasses,
  useSidebarState,
  type LinkBaseProps,
} from "react-admin";

const LinkRef = forwardRef<HTMLAnchorElement, LinkBaseProps>((props, ref) => (
  <LinkBase ref={ref} {...props} />
));
LinkRef.displayName = "LinkRef";

/**
 * react-admin's menu link look (RaMenuItemLink classes, so the sidebar
 * colour settings apply), with a current entry that shows without relying
 * on colour: a tinted background and a bar on its inline-start edge.
 */
const EntryItem = styled(MenuItem)(({ theme }) => ({
  color: theme.palette.text.secondary,
  position: "relative",
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: theme.palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: {
    minWidth: theme.spacing(3.5),
  },
  [`&.${MenuItemLinkClasses.active}`]: {
    color: theme.palette.text.primary,
    [`& .${MenuItemLinkClasses.icon}`]: { color: theme.palette.text.primary },
    fontWeight: theme.typography.fontWeightMedium,
    backgroundColor: alpha(
      theme.palette.primary.main,
      theme.palette.action.selectedOpacity,
    ),
    "&::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: 0,
      top: 4,
      bottom: 4,
      width: 3,
      borderRadius: 2,
      backgroundColor: "currentColor",
    },
  },
}));

export interface MenuEntryLinkProps {
  to: string;
  label: string;
  icon?: ReactNode;
  /** The entry owning the current location (menuPosition). */
  current: boolean;
}

/**
 * A sidebar link (react-admin's MenuItemLink, whose own matching marks
 * every entry whose URL the location starts with: "/sales" on
 * "/sales/dailySales"). Here the menu says which entry is current: it is
 * marked, and named to screen readers by aria-current="page". A tap on a
 * small screen closes the sidebar; a collapsed sidebar shows the label as
 * a tooltip.
 */
export const MenuEntryLink = ({
  to,
  label,
  icon,
  current,
}: MenuEntryLinkProps) => {
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  const item = (
    <EntryItem
      // @ts-expect-error MUI's MenuItem takes a link component and its props.
      component={LinkRef}
      to={to}
      dense
      role="link"
      tabIndex={0}
      aria-current={current ? "page" : undefined}
      className={
        current
          ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}`
          : MenuItemLinkClasses.root
      }
      onClick={() => {
        if (isSmall) setOpen(false);
      }}
    >
      {icon && (
        <ListItemIcon className={MenuItemLinkClasses.icon}>{icon}</ListItemIcon>
      )}
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </EntryItem>
  );
  if (open) return item;
  return (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};
