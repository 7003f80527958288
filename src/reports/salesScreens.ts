import { CHANNELS, choice, ref, type ReportScreenDef } from "./screenDefs";

/**
 * The report screens that read sales (DOMAIN §5.3, §5.4, §5.9): finances,
 * daily sales, tips by team member and the twelve sales-by-X screens.
 */

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

/** The finance screens, daily sales and tips by team member. */
export const FINANCE_SCREENS: readonly ReportScreenDef[] = [
  {
    name: "transaction-summary",
    path: "/reports/finances/transaction-summary",
    menuKey: "reports.finances.transaction_summary",
    serviceId: 7,
    dated: true,
    filters: [choice("group_by", ["day", "week", "month"])],
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
];
