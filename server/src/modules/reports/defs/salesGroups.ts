import { sql, type SQL } from "drizzle-orm";
import { personName } from "../names.js";
import type { ReportColumn } from "../types.js";

/** The groupings of the sales summary engine (DOMAIN §5.4), one per sales-by-X screen. */

export const SALES_GROUPS = [
  "item",
  "type",
  "service",
  "product",
  "location",
  "channel",
  "client",
  "team_member",
  "hour",
  "day",
  "month",
  "year",
] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

// Constant formats as SQL text (not parameters): GROUP BY must see the same expression as SELECT.
const local = (fmt: "HH24" | "ID" | "YYYY-MM" | "YYYY") =>
  sql.raw(`to_char(x.at at time zone x.tz, '${fmt}')`);

/**
 * Per group_by (DOMAIN §5.4): the key, the label (an aggregate, so a name
 * changed between sales shows its latest), the item type the screen keeps
 * to, the extra columns, joins, and the record the label names.
 */
export interface Grouping {
  key: SQL;
  label: SQL;
  only?: "service" | "product";
  joins?: SQL;
  extra?: ReportColumn[];
  resource?: string;
  values?: string;
  empty?: string;
}
const latestName = sql`(array_agg(x.name_snapshot order by x.at desc, x.sale_item_id desc))[1]`;
const perSale: ReportColumn[] = [
  { key: "sales_count", type: "quantity" },
  { key: "average_net", type: "money" },
];
export const GROUPING: Record<SalesGroup, Grouping> = {
  item: {
    key: sql.raw(`x.item_type || ':' || coalesce(x.item_id, 0)`),
    label: latestName,
    extra: [{ key: "item_type", type: "text", values: "item_type" }],
  },
  type: { key: sql`x.item_type`, label: sql`x.item_type`, values: "item_type" },
  service: {
    key: sql`x.item_id`,
    label: latestName,
    only: "service",
    resource: "services",
    joins: sql`left join services sv on sv.merchant_id = x.merchant_id and sv.id = x.item_id
      left join treatment_types tt on tt.merchant_id = sv.merchant_id and tt.id = sv.treatment_type_id`,
    extra: [{ key: "treatment_type", type: "text" }],
  },
  product: {
    key: sql`x.item_id`,
    label: latestName,
    only: "product",
    resource: "products",
    extra: [
      { key: "cogs", type: "money", total: true },
      { key: "gross_profit", type: "money", total: true },
      { key: "margin_pct", type: "percent" },
    ],
  },
  location: {
    key: sql`x.location_id`,
    label: sql`max(lo.name)`,
    resource: "locations",
    joins: sql`join locations lo on lo.merchant_id = x.merchant_id and lo.id = x.location_id`,
    extra: perSale,
  },
  channel: {
    key: sql`x.channel`,
    label: sql`x.channel`,
    values: "channel",
    extra: perSale,
  },
  client: {
    key: sql`x.client_id`,
    label: sql`max(${personName("c")})`,
    resource: "clients",
    empty: "walk_in",
    joins: sql`left join clients c on c.merchant_id = x.merchant_id and c.id = x.client_id`,
    extra: [
      { key: "sales_count", type: "quantity" },
      { key: "last_sale_date", type: "date" },
    ],
  },
  team_member: {
    key: sql`x.team_member_id`,
    label: sql`max(${personName("tm")})`,
    resource: "team-members",
    empty: "unassigned",
    joins: sql`left join team_members tm on tm.merchant_id = x.merchant_id and tm.id = x.team_member_id`,
  },
  hour: {
    key: local("HH24"),
    label: sql`${local("HH24")} || ':00'`,
  },
  day: { key: local("ID"), label: local("ID"), values: "weekday" },
  month: { key: local("YYYY-MM"), label: local("YYYY-MM") },
  year: { key: local("YYYY"), label: local("YYYY") },
};
