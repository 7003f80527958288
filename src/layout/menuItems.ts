import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DashboardIcon from "@mui/icons-material/Dashboard";
import PeopleIcon from "@mui/icons-material/People";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import GroupsIcon from "@mui/icons-material/Groups";
import HandymanIcon from "@mui/icons-material/Handyman";
import SpaIcon from "@mui/icons-material/Spa";
import CampaignIcon from "@mui/icons-material/Campaign";
import AssessmentIcon from "@mui/icons-material/Assessment";
import SettingsIcon from "@mui/icons-material/Settings";
import { reportScreen, SALES_SCREENS } from "../reports/reportList";

export type MenuIcon = typeof DashboardIcon;

/**
 * The sidebar menu of SPEC §2, in that order, with the service ids of
 * DOMAIN §2. An entry opens `path`, or `/<resource>` for a react-admin
 * resource; `specPath` is the path SPEC §2 lists for it, spelled as there,
 * which opens the same screen (a redirect when it differs from the
 * entry's URL). This table is also where canAccess and the route guard
 * learn which service id protects which resource and URL.
 */
export interface MenuEntry {
  kind: "entry";
  key: string;
  labelKey: string;
  serviceIds: readonly number[];
  resource?: string;
  path?: string;
  /**
   * The SPEC §2 path, exactly as SPEC spells it (case included); every
   * entry of menuItems has one. Left out, it is the entry's URL.
   */
  specPath?: string;
  icon?: MenuIcon;
}

export interface MenuGroup {
  kind: "group";
  key: string;
  labelKey: string;
  icon?: MenuIcon;
  children: readonly MenuNode[];
}

export type MenuNode = MenuEntry | MenuGroup;

const M = "app.menu";

const resource = (
  key: string,
  name: string,
  ids: number[],
  specPath: string,
): MenuEntry => ({
  kind: "entry",
  key,
  labelKey: `${M}.${key}`,
  serviceIds: ids,
  resource: name,
  specPath,
});

/** A page whose URL is its SPEC §2 path. */
const page = (key: string, path: string, ids: number[]): MenuEntry => ({
  kind: "entry",
  key,
  labelKey: `${M}.${key}`,
  serviceIds: ids,
  path,
  specPath: path,
});

const group = (
  key: string,
  children: MenuNode[],
  icon?: MenuIcon,
): MenuGroup => ({
  kind: "group",
  key,
  labelKey: `${M}.${key}.title`,
  icon,
  children,
});

/** A built report screen's entry: path, label and service id from the report list (src/reports). */
const report = (name: string): MenuEntry => {
  const r = reportScreen(name);
  return page(r.menuKey, r.path, [r.serviceId]);
};

/** The sales-by-X screens (one report, twelve groupings), from the report list. */
const salesReports = () =>
  SALES_SCREENS.map((r) => page(r.menuKey, r.path, [r.serviceId]));

export const menuItems: readonly MenuNode[] = [
  { ...page("calendar", "/calendar", [2]), icon: CalendarMonthIcon },
  { ...page("dashboard", "/", [0]), icon: DashboardIcon },
  group(
    "clients",
    [
      resource("clients.list", "clients", [3], "/clients/list"),
      resource(
        "clients.notifications",
        "client-notification-templates",
        [3],
        "/clients/client-Notification",
      ),
      resource(
        "clients.referral_sources",
        "referral-sources",
        [3],
        "/clients/refral-sourse",
      ),
      resource(
        "clients.cancellation_reasons",
        "cancellation-reasons",
        [3],
        "/clients/cancel-reasons",
      ),
    ],
    PeopleIcon,
  ),
  group(
    "products",
    [
      resource("products.list", "products", [4], "/products/list"),
      resource(
        "products.categories",
        "product-categories",
        [4],
        "/products/categories",
      ),
      resource("products.brands", "brands", [4], "/products/brands"),
      resource("products.suppliers", "suppliers", [4], "/products/suppliers"),
      resource(
        "products.purchase_orders",
        "purchase-orders",
        [5],
        "/products/purchase-orders",
      ),
      resource(
        "products.stock_takes",
        "stock-takes",
        [5],
        "/products/stock-takes",
      ),
      resource(
        "products.stock_on_hand",
        "stock-levels",
        [5],
        "/products/stock-on-hand",
      ),
    ],
    Inventory2Icon,
  ),
  group(
    "teams",
    [
      resource("teams.members", "team-members", [16], "/teams/team-member"),
      {
        ...resource(
          "teams.working_hours",
          "shift-patterns",
          [16],
          "/teams/working-hours",
        ),
        path: "/teams/working-hours",
      },
      resource(
        "teams.commission",
        "commission-plans",
        [16],
        "/teams/commission",
      ),
    ],
    GroupsIcon,
  ),
  group(
    "resources",
    [
      resource(
        "resources.management",
        "resources",
        [17],
        "/resource/resource-management",
      ),
      resource(
        "resources.categories",
        "resource-categories",
        [17],
        "/resource/resourceCategory",
      ),
      resource(
        "resources.working_hours",
        "resource-working-hours",
        [17],
        "/resource/working-hours",
      ),
    ],
    HandymanIcon,
  ),
  group(
    "services",
    [
      resource("services.menu", "services", [15], "/services"),
      resource(
        "services.memberships",
        "memberships",
        [15],
        "/services/memberships",
      ),
      resource(
        "services.availability",
        "service-availability",
        [15],
        "/services/serviceavailable",
      ),
      resource(
        "services.treatment_types",
        "treatment-types",
        [15],
        "/services/treatmentType",
      ),
    ],
    SpaIcon,
  ),
  group(
    "promote",
    [
      // SPEC writes "promote/deals" without its leading slash.
      resource("promote.deals", "deals", [6], "/promote/deals"),
      resource("promote.vouchers", "voucher-types", [6], "/services/vouchers"),
      resource(
        "promote.voucher_settings",
        "voucher-settings",
        [6],
        "/services/voucherSetting",
      ),
    ],
    CampaignIcon,
  ),
  group(
    "reports",
    [
      group("reports.finances", [
        report("transaction-summary"),
        report("payments-summary"),
        report("tips-collected"),
        report("taxes-summary"),
        resource("reports.finances.refunds", "refunds", [7], "/sales/refunds"),
      ]),
      group("reports.sales", [
        report("daily-sales"),
        resource(
          "reports.sales.sales_history",
          "sales",
          [8],
          "/sales/sales-history",
        ),
        ...salesReports(),
      ]),
      group("reports.inventory", [
        report("stock-on-hand"),
        page(
          "reports.inventory.product_sales_performance",
          "/reports/inventory/product-sales-performance",
          [9],
        ),
        report("stock-movement-log"),
        report("stock-movement-summary"),
      ]),
      group("reports.appointments", [
        report("appointments-list"),
        report("appointments-summary"),
        report("appointment-cancellations"),
      ]),
      group("reports.vouchers", [
        page("reports.vouchers.issued", "/sales/vouchers", [19]),
      ]),
      group("reports.clients", [
        report("client-list"),
        report("client-retention"),
      ]),
      group("reports.team", [
        report("team-working-hours"),
        report("tips-by-team-member"),
        page(
          "reports.team.commission_detailed",
          "/reports/teams/commission-detailed",
          [12],
        ),
      ]),
      page("reports.dashboard", "/reports/dashboard", [13]),
    ],
    AssessmentIcon,
  ),
  group(
    "settings",
    [
      group("settings.account_setup", [
        resource(
          "settings.account_setup.locations",
          "locations",
          [14],
          "/accountsetup/location",
        ),
        resource(
          "settings.account_setup.business_details",
          "business-details",
          [-1],
          "/accountsetup/business-detalis",
        ),
        resource(
          "settings.account_setup.billing_details",
          "billing-details",
          [-1],
          "/accountsetup/billing-detalis",
        ),
        resource(
          "settings.account_setup.online_booking",
          "online-booking-settings",
          [-1],
          "/accountsetup/online-booking",
        ),
        resource(
          "settings.account_setup.close_dates",
          "close-dates",
          [14],
          "/accountsetup/close-dates",
        ),
        resource(
          "settings.account_setup.departments",
          "departments",
          [14],
          "/accountsetup/departments",
        ),
      ]),
      group("settings.sales", [
        resource(
          "settings.sales.invoice_sequencing",
          "invoice-sequences",
          [14],
          "/sales/invoice-sequencing",
        ),
        resource("settings.sales.taxes", "tax-rates", [14], "/sales/taxes"),
        resource("settings.sales.tips", "tip-settings", [14], "/sales/tips"),
        resource(
          "settings.sales.payment_types",
          "payment-types",
          [14],
          "/sales/payment-type",
        ),
      ]),
      resource("settings.devices", "devices", [14], "/devices"),
    ],
    SettingsIcon,
  ),
];

/**
 * Resources without a menu entry of their own, opened from another entry's
 * screen (the working-hours grid links to overrides and time off): their
 * service ids, for canAccess.
 */
export const subResources: Readonly<Record<string, readonly number[]>> = {
  "shift-overrides": [16],
  "time-off": [16],
  // Issued vouchers open from voucher types (promote); a client's memberships from the client view.
  vouchers: [6],
  "client-memberships": [3],
  // Appointments are booked on the calendar and listed on a client's page.
  appointments: [2],
  // The stock ledger and manual adjustments open from stock on hand.
  "stock-movements": [5],
  "stock-adjustments": [5],
  // The business's outbox: the owner's only, opened from Business details and a client's page.
  outbox: [-1],
};
