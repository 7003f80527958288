/**
 * The report screens (DOMAIN §5), as data: where each lives (its SPEC §2
 * path), its API name, the service id that guards it, its menu label and
 * its filters. Routes (reports/index.tsx) and the menu (layout/menuItems.ts)
 * both read this list; no React here. Several screens may share one API
 * name (the sales summary); each has its own path.
 */

/** What every filter has: its query key, and the view it belongs to (shown only then). */
interface FilterBase {
  key: string;
  /** Shown only while this other filter has this value (`["view", "list"]`). */
  when?: readonly [string, string];
}

/** A filter by a record picked from its option list (`<resource>/options`). */
export interface ReferenceFilter extends FilterBase {
  kind: "reference";
  resource: string;
}

/**
 * A filter by a code: `choices` are worded under
 * `app.reports.choices.<key>.<choice>` (or `app.reports.values.<values>.*`).
 * With a `fallback` the filter always has a value (a view, a grouping) and
 * the screen offers no "all".
 */
export interface ChoiceFilter extends FilterBase {
  kind: "choice";
  choices: readonly string[];
  values?: string;
  fallback?: string;
}

/** A date filter of the report's own (added from …). */
export interface DateFilter extends FilterBase {
  kind: "date";
}

export type FilterDef = ReferenceFilter | ChoiceFilter | DateFilter;

export interface ReportScreenDef {
  /** API name: `reports/<name>`. */
  name: string;
  /** SPEC §2 path, as SPEC spells it. */
  path: string;
  /** Menu entry key: the label is `app.menu.<menuKey>`. */
  menuKey: string;
  serviceId: number;
  /** Whether the report takes a date range (a snapshot does not). */
  dated: boolean;
  filters: readonly FilterDef[];
  /** The filter whose value names the "group" column (group_by). */
  groupFilter?: string;
  /**
   * Query values the screen always sends and does not offer as filters: the
   * twelve sales-by-X screens are the one sales summary with their group_by.
   */
  fixed?: Readonly<Record<string, string>>;
}

const ref = (key: string, resource: string): ReferenceFilter => ({
  kind: "reference",
  key,
  resource,
});
const choice = (
  key: string,
  choices: readonly string[],
  more: Partial<ChoiceFilter> = {},
): ChoiceFilter => ({ kind: "choice", key, choices, ...more });
const date = (key: string): DateFilter => ({ kind: "date", key });

const STATUSES = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
  "no_show",
  "cancelled",
] as const;
const CHANNELS = ["in_store", "phone", "online", "walk_in"] as const;
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
const SALE_ITEM_TYPES = ["service", "product", "membership"] as const;
const CLIENT_TYPES = ["new", "returning", "walk_in"] as const;

/**
 * A sales-by-X screen (DOMAIN §5.4): the sales summary with its group_by,
 * at /reports/reportsales/sales-by-<suffix> (SPEC §2 spelling).
 */
const salesBy = (
  suffix: string,
  groupBy: string,
  key: string,
): ReportScreenDef => ({
  name: "sales-summary",
  path: `/reports/reportsales/sales-by-${suffix}`,
  menuKey: `reports.sales.${key}`,
  serviceId: 8,
  dated: true,
  groupFilter: "group_by",
  fixed: { group_by: groupBy },
  filters: [
    ref("team_member_id", "team-members"),
    ...(groupBy === "service" || groupBy === "product"
      ? []
      : [choice("item_type", SALE_ITEM_TYPES, { values: "item_type" })]),
    choice("channel", CHANNELS, { values: "channel" }),
    ref("client_id", "clients"),
    choice("client_type", CLIENT_TYPES),
  ],
});

/** The sales-by-X screens in the menu's order: path suffix, group_by, menu key. */
export const SALES_SCREENS: readonly ReportScreenDef[] = [
  salesBy("item", "item", "by_item"),
  salesBy("type", "type", "by_type"),
  salesBy("service", "service", "by_service"),
  salesBy("product", "product", "by_product"),
  salesBy("location", "location", "by_location"),
  salesBy("channel", "channel", "by_channel"),
  salesBy("client", "client", "by_client"),
  salesBy("TM", "team_member", "by_team_member"),
  salesBy("hour", "hour", "by_hour"),
  salesBy("day", "day", "by_day"),
  salesBy("month", "month", "by_month"),
  salesBy("year", "year", "by_year"),
];

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
    name: "transaction-summary",
    path: "/reports/finances/transaction-summary",
    menuKey: "reports.finances.transaction_summary",
    serviceId: 7,
    dated: true,
    filters: [],
  },
  {
    name: "payments-summary",
    path: "/reports/finances/payments-summary",
    menuKey: "reports.finances.payments_summary",
    serviceId: 7,
    dated: true,
    groupFilter: "group_by",
    filters: [
      choice(
        "group_by",
        [
          "payment_type",
          "kind",
          "client",
          "location",
          "hour",
          "day",
          "week",
          "month",
          "quarter",
          "year",
        ],
        { fallback: "payment_type" },
      ),
    ],
  },
  {
    name: "tips-collected",
    path: "/reports/finances/tips-collected",
    menuKey: "reports.finances.tips_collected",
    serviceId: 7,
    dated: true,
    groupFilter: "group_by",
    filters: [
      choice("group_by", ["day", "team_member"], { fallback: "day" }),
      ref("team_member_id", "team-members"),
      ref("payment_type_id", "payment-types"),
    ],
  },
  {
    name: "taxes-summary",
    path: "/reports/finances/taxes-summary",
    menuKey: "reports.finances.taxes_summary",
    serviceId: 7,
    dated: true,
    filters: [
      ref("tax_rate_id", "tax-rates"),
      choice("item_type", SALE_ITEM_TYPES, { values: "item_type" }),
    ],
  },
  {
    name: "tips-by-team-member",
    path: "/reports/teams/tips-of-team-member",
    menuKey: "reports.team.tips",
    serviceId: 12,
    dated: true,
    filters: [
      ref("team_member_id", "team-members"),
      ref("payment_type_id", "payment-types"),
    ],
  },
  {
    name: "daily-sales",
    path: "/sales/dailySales",
    menuKey: "reports.sales.daily_sales",
    serviceId: 8,
    dated: true,
    filters: [],
  },
  ...SALES_SCREENS,
];

/** The report screen of an API name, or of a path when screens share one (the menu table and the routes ask). */
export function reportScreen(name: string): ReportScreenDef {
  const found = REPORT_SCREENS.find((r) => r.name === name || r.path === name);
  if (!found) throw new Error(`No report screen "${name}"`);
  return found;
}
