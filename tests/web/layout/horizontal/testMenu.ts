import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import PeopleIcon from "@mui/icons-material/People";
import type { MenuNode } from "../../../../src/layout/menuItems";

/** A small menu table with the shape of src/layout/menuItems.ts. */
export const testMenu: MenuNode[] = [
  {
    kind: "entry",
    key: "calendar",
    labelKey: "app.menu.calendar",
    serviceIds: [2],
    path: "/calendar",
    icon: CalendarMonthIcon,
  },
  {
    kind: "group",
    key: "clients",
    labelKey: "app.menu.clients.title",
    icon: PeopleIcon,
    children: [
      {
        kind: "entry",
        key: "clients.list",
        labelKey: "app.menu.clients.list",
        serviceIds: [3],
        resource: "clients",
      },
      {
        kind: "entry",
        key: "clients.sources",
        labelKey: "app.menu.clients.sources",
        serviceIds: [-1],
        resource: "referral-sources",
      },
    ],
  },
  {
    kind: "group",
    key: "reports",
    labelKey: "app.menu.reports.title",
    children: [
      {
        kind: "group",
        key: "reports.sales",
        labelKey: "app.menu.reports.sales.title",
        children: [
          {
            kind: "entry",
            key: "reports.sales.daily",
            labelKey: "app.menu.reports.sales.daily",
            serviceIds: [8],
            path: "/sales/dailySales",
          },
        ],
      },
    ],
  },
];
