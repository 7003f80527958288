/** Static sample content of the horizontal layout (SPEC §2, §9). */
export const NOTIFICATION_BADGE = 3;
export const PROFILE_BADGE = 11;

const L = "app.layout";

export const MEGA_MENU_COLUMNS = [
  {
    key: "appointments",
    items: ["calendar", "bookings", "waitlist"],
  },
  {
    key: "clients",
    items: ["list", "loyalty", "reviews"],
  },
  {
    key: "business",
    items: ["sales", "inventory", "payroll"],
  },
].map(({ key, items }) => ({
  key,
  titleKey: `${L}.megaMenu.columns.${key}.title`,
  items: items.map((item) => ({
    key: item,
    labelKey: `${L}.megaMenu.columns.${key}.${item}`,
  })),
}));

export const SAMPLE_NOTIFICATIONS = ["booking", "stock", "review"].map(
  (key) => ({
    key,
    titleKey: `${L}.notifications.items.${key}.title`,
    textKey: `${L}.notifications.items.${key}.text`,
  }),
);

export const PROFILE_ITEMS = [
  "profile",
  "wallet",
  "settings",
  "lockScreen",
].map((key) => ({ key, labelKey: `${L}.profile.${key}` }));
