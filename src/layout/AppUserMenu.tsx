import { forwardRef, useState } from "react";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import MenuItem from "@mui/material/MenuItem";
import BadgeIcon from "@mui/icons-material/Badge";
import LockIcon from "@mui/icons-material/Lock";
import LogoutIcon from "@mui/icons-material/Logout";
import {
  UserMenu,
  useGetIdentity,
  useLogout,
  useTranslate,
  useUserMenu,
} from "react-admin";
import { Link } from "react-router-dom";
import { MY_PROFILE_PATH } from "../my-profile/myProfileModel";
import { useCurrentUser } from "../providers/currentUser";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

const ChangePasswordItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(
  ({ onOpen }, ref) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem
        ref={ref}
        onClick={() => {
          userMenu?.onClose();
          onOpen();
        }}
      >
        <ListItemIcon>
          <LockIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate("app.appbar.change_password")}</ListItemText>
      </MenuItem>
    );
  },
);

/** "My profile", for a login linked to a team member. */
const MyProfileItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={MY_PROFILE_PATH}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <BadgeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("app.my_profile.title")}</ListItemText>
    </MenuItem>
  );
});

/** Logout clears local storage and reloads on /account/login (SPEC §4). */
const LogoutItem = forwardRef<HTMLLIElement>((_props, ref) => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} onClick={() => logout({ reload: true })}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("app.appbar.logout")}</ListItemText>
    </MenuItem>
  );
});

/**
 * User menu: the user's name, Change Password and Logout. The button shows
 * the name, so its accessible name starts with it (WCAG 2.5.3), followed by
 * what the button opens.
 */
export const AppUserMenu = () => {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = useCurrentUser();
  // react-admin shows the name from "sm" up, an icon below it.
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up("sm"));
  const label =
    showsName && identity?.fullName
      ? translate("app.appbar.user_menu_named", { name: identity.fullName })
      : "app.appbar.user_menu";
  return (
    <>
      <UserMenu label={label}>
        {user?.team_member_id ? <MyProfileItem /> : null}
        <ChangePasswordItem onOpen={() => setOpen(true)} />
        <LogoutItem />
      </UserMenu>
      <ChangePasswordDialog
        open={open}
        onClose={() => setOpen(false)}
        onChanged={() => logout({ reload: true })}
      />
    </>
  );
};
