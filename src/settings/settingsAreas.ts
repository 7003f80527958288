import {
  isMenuEntryVisible,
  type AccessSubject,
} from "../providers/accessControl";
import { flattenMenu, visibleMenu } from "../layout/menuIndex";
import {
  menuItems,
  type MenuEntry,
  type MenuGroup,
  type MenuNode,
} from "../layout/menuItems";

/** The Settings page: the top bar's gear opens it. */
export const SETTINGS_PATH = "/settings";

/** One card of the Settings page: a heading and the areas under it. */
export interface SettingsSection {
  key: string;
  labelKey: string;
  entries: MenuEntry[];
}

const isGroup = (node: MenuNode): node is MenuGroup => node.kind === "group";

/** The menu's "Settings" group (menuItems.ts): the areas the page lists. */
const SETTINGS_GROUP = menuItems.find(
  (node): node is MenuGroup => isGroup(node) && node.key === "settings",
);

/**
 * The settings areas a user may open, as the menu shows them to that user
 * (SPEC §6, visibleMenu): one section per sub-group of the menu's Settings
 * group, and the entries directly in it (devices) under "More settings".
 */
export const settingsSections = (
  subject: AccessSubject | null | undefined,
): SettingsSection[] => {
  const visible = visibleMenu(SETTINGS_GROUP?.children ?? [], (entry) =>
    isMenuEntryVisible(subject, entry.serviceIds),
  );
  const sections: SettingsSection[] = visible.filter(isGroup).map((group) => ({
    key: group.key,
    labelKey: group.labelKey,
    entries: flattenMenu(group.children),
  }));
  const loose = visible.filter(
    (node): node is MenuEntry => node.kind === "entry",
  );
  return loose.length
    ? [
        ...sections,
        {
          key: "settings.more",
          labelKey: "app.settings_page.other",
          entries: loose,
        },
      ]
    : sections;
};
