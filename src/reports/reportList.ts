/**
 * The report screens (DOMAIN §5), as data: where each lives (its SPEC §2
 * path), its API name, the service id that guards it, its menu label and
 * its filters. Routes (reports/index.tsx) and the menu (layout/menuItems.ts)
 * both read this list; no React here. Several screens may share one API
 * name (the sales summary); each has its own path.
 */

import { FINANCE_SCREENS, SALES_SCREENS } from "./salesScreens";
import { VOUCHER_SCREENS } from "./voucherScreens";
import {
  CHANNELS,
  choice,
  date,
  ref,
  type ReportScreenDef,
} from "./screenDefs";

export type {
  ChoiceFilter,
  DateFilter,
  FilterDef,
  ReferenceFilter,
  ReportScreenDef,
} from "./screenDefs";
export { SALES_SCREENS } from "./salesScreens";

const STATUSES = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
  "no_show",
  "cancelled",
] as const;
const MOVEMENT_TYPES = [
  "opening_balance",
  "purchase_received",
  "sale",
  "sale_return",
  "stock_take_adjustment",
  "adjust_increase",
  "adjust_decrease",
  "internal_use",
] as const;
const YES_NO = ["true", "false"] as const;
export const REPORT_SCREENS: readonly ReportScreenDef[] = [
  {
    name: "stock-on-hand",
    path: "/reports/inventory/stock-on-hand",
    menuKey: "reports.inventory.stock_on_hand",
    serviceId: 9,
    dated: false,
    filters: [
      ref("brand_id", "brands"),
      ref("category_id", "product-categories"),
      ref("supplier_id", "suppliers"),
      choice("status", ["ok", "low", "out"], { values: "stock_status" }),
      choice("include_archived", YES_NO),
    ],
  },
  {
    name: "stock-movement-log",
    path: "/reports/inventory/stock-movement-log",
    menuKey: "reports.inventory.stock_movement_log",
    serviceId: 9,
    dated: true,
    filters: [
      ref("product_id", "products"),
      ref("brand_id", "brands"),
      ref("supplier_id", "suppliers"),
      choice("type", MOVEMENT_TYPES, { values: "movement_type" }),
    ],
  },
  {
    name: "stock-movement-summary",
    path: "/reports/inventory/stock-movement-summary",
    menuKey: "reports.inventory.stock_movement_summary",
    serviceId: 9,
    dated: true,
    filters: [
      choice("group_by", ["product", "brand"], { fallback: "product" }),
      ref("brand_id", "brands"),
      ref("category_id", "product-categories"),
    ],
  },
  {
    name: "appointments-list",
    path: "/reports/appointments/list",
    menuKey: "reports.appointments.list",
    serviceId: 10,
    dated: true,
    filters: [
      ref("team_member_id", "team-members"),
      ref("service_id", "services"),
      choice("status", STATUSES, { values: "appointment_status" }),
      choice("channel", CHANNELS, { values: "channel" }),
    ],
  },
  {
    name: "appointments-summary",
    path: "/reports/appointments/summary",
    menuKey: "reports.appointments.summary",
    serviceId: 10,
    dated: true,
    groupFilter: "group_by",
    filters: [
      choice(
        "group_by",
        ["team_member", "service", "location", "channel", "status"],
        { fallback: "team_member" },
      ),
      ref("team_member_id", "team-members"),
    ],
  },
  {
    name: "appointment-cancellations",
    path: "/reports/appointments/cancellations",
    menuKey: "reports.appointments.cancellations",
    serviceId: 10,
    dated: true,
    filters: [
      choice("view", ["list", "by_reason"], { fallback: "list" }),
      choice("basis", ["scheduled", "cancelled"], { fallback: "scheduled" }),
      choice("type", ["cancelled", "late_cancelled", "no_show"]),
      ref("reason_id", "cancellation-reasons"),
      ref("team_member_id", "team-members"),
    ],
  },
  {
    name: "client-list",
    path: "/reports/clients/list",
    menuKey: "reports.clients.list",
    serviceId: 11,
    dated: false,
    filters: [
      date("added_from"),
      date("added_to"),
      date("last_visit_from"),
      date("last_visit_to"),
      choice("gender", ["female", "male", "non_binary", "unspecified"], {
        values: "gender",
      }),
      ref("referral_source_id", "referral-sources"),
      choice("upcoming", YES_NO),
    ],
  },
  {
    name: "client-retention",
    path: "/reports/clients/retention",
    menuKey: "reports.clients.retention",
    serviceId: 11,
    dated: true,
    groupFilter: "group_by",
    filters: [
      choice("view", ["summary", "list"], { fallback: "summary" }),
      choice("group_by", ["location", "team_member"], {
        fallback: "location",
        when: ["view", "summary"],
      }),
      choice("window", ["30", "60", "90"], {
        fallback: "90",
        when: ["view", "list"],
      }),
    ],
  },
  {
    name: "team-working-hours",
    path: "/reports/teams/working-hours",
    menuKey: "reports.team.working_hours",
    serviceId: 12,
    dated: true,
    filters: [
      choice("group_by", ["member", "day"], { fallback: "member" }),
      ref("team_member_id", "team-members"),
      ref("department_id", "departments"),
    ],
  },
  {
    name: "commission-detailed",
    path: "/reports/teams/commission-detailed",
    menuKey: "reports.team.commission_detailed",
    serviceId: 12,
    dated: true,
    filters: [
      choice("view", ["list", "summary"], { fallback: "list" }),
      ref("team_member_id", "team-members"),
      choice("item_type", ["service", "product", "membership", "voucher"], {
        values: "item_type",
      }),
    ],
  },
  ...FINANCE_SCREENS,
  ...SALES_SCREENS,
  ...VOUCHER_SCREENS,
];

/** The report screen of an API name, or of a path when screens share one (the menu table and the routes ask). */
export function reportScreen(name: string): ReportScreenDef {
  const found = REPORT_SCREENS.find((r) => r.name === name || r.path === name);
  if (!found) throw new Error(`No report screen "${name}"`);
  return found;
}
