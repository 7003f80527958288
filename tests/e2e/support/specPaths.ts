/**
 * The paths of SPEC §2 ("Sidebar menu links"), written out here as SPEC
 * spells them (capitals and misspellings included) and kept apart from the
 * app's own menu table, so that a drift of the app cannot hide a missing
 * path. Each row: the path, the service id of SPEC §6 that guards it, and
 * the title (English) of the screen it must open.
 *
 * SPEC gives no path for "calendar" and "dashboard": they are the root
 * segments the menu opens (/calendar, /). "promote/deals" is written
 * without its leading slash in SPEC; a typed URL always has one.
 */
export interface SpecPath {
  path: string;
  serviceId: number;
  title: string;
}

const row = (path: string, serviceId: number, title: string): SpecPath => ({
  path,
  serviceId,
  title,
});

/** §6 service ids. */
const CALENDAR = 2;
const CLIENTS = 3;
const PRODUCTS = 4;
const INVENTORY = 5;
const PROMOTE = 6;
const FINANCES = 7;
const SALES = 8;
const INVENTORY_REPORTS = 9;
const APPOINTMENTS = 10;
const CLIENT_REPORTS = 11;
const TEAM_REPORTS = 12;
const REPORTS_DASHBOARD = 13;
const SETTINGS = 14;
const SERVICES = 15;
const TEAMS = 16;
const RESOURCES = 17;
const VOUCHERS_REPORT = 19;
const SETUP = -1;

const salesBy = (suffix: string, title: string) =>
  row(`/reports/reportsales/sales-by-${suffix}`, SALES, title);

export const SPEC_PATHS: readonly SpecPath[] = [
  // calendar
  row("/calendar", CALENDAR, "Calendar"),
  // dashboard
  row("/", 0, "Dashboard"),
  // clients: /clients/list, /clients/client-Notification, /clients/refral-sourse, /clients/cancel-reasons
  row("/clients/list", CLIENTS, "Clients"),
  row("/clients/client-Notification", CLIENTS, "Client notifications"),
  row("/clients/refral-sourse", CLIENTS, "Referral sources"),
  row("/clients/cancel-reasons", CLIENTS, "Cancellation reasons"),
  // products: /products/list, /products/categories, /products/brands, /products/suppliers,
  // /products/purchase-orders, /products/stock-takes, /products/stock-on-hand
  row("/products/list", PRODUCTS, "Products"),
  row("/products/categories", PRODUCTS, "Product categories"),
  row("/products/brands", PRODUCTS, "Brands"),
  row("/products/suppliers", PRODUCTS, "Suppliers"),
  row("/products/purchase-orders", INVENTORY, "Purchase orders"),
  row("/products/stock-takes", INVENTORY, "Stock takes"),
  row("/products/stock-on-hand", INVENTORY, "Stock on hand"),
  // teams: /teams/team-member, /teams/working-hours, /teams/commission
  row("/teams/team-member", TEAMS, "Team members"),
  row("/teams/working-hours", TEAMS, "Working hours"),
  row("/teams/commission", TEAMS, "Commission plans"),
  // resource: /resource/resource-management, /resource/resourceCategory, /resource/working-hours
  row("/resource/resource-management", RESOURCES, "Resources"),
  row("/resource/resourceCategory", RESOURCES, "Resource categories"),
  row("/resource/working-hours", RESOURCES, "Resource working hours"),
  // services: /services, /services/memberships, /services/serviceavailable, /services/treatmentType
  row("/services", SERVICES, "Services"),
  row("/services/memberships", SERVICES, "Memberships"),
  row("/services/serviceavailable", SERVICES, "Availability rules"),
  row("/services/treatmentType", SERVICES, "Treatment types"),
  // promote: promote/deals, /services/vouchers, /services/voucherSetting
  row("/promote/deals", PROMOTE, "Deals"),
  row("/services/vouchers", PROMOTE, "Voucher types"),
  row("/services/voucherSetting", PROMOTE, "Voucher settings"),
  // reports, finances: /reports/finances/transaction-summary, /reports/finances/payments-summary,
  // /reports/finances/tips-collected, /reports/finances/taxes-summary, /sales/refunds
  row("/reports/finances/transaction-summary", FINANCES, "Transaction summary"),
  row("/reports/finances/payments-summary", FINANCES, "Payments summary"),
  row("/reports/finances/tips-collected", FINANCES, "Tips collected"),
  row("/reports/finances/taxes-summary", FINANCES, "Taxes summary"),
  row("/sales/refunds", FINANCES, "Refunds"),
  // reports, sales: /sales/dailySales, /sales/sales-history, and /reports/reportsales/ followed by
  // sales-by-item, -type, -service, -product, -location, -channel, -client, -TM, -hour, -day, -month, -year
  row("/sales/dailySales", SALES, "Daily sales"),
  row("/sales/sales-history", SALES, "Sales history"),
  salesBy("item", "Sales by item"),
  salesBy("type", "Sales by type"),
  salesBy("service", "Sales by service"),
  salesBy("product", "Sales by product"),
  salesBy("location", "Sales by location"),
  salesBy("channel", "Sales by channel"),
  salesBy("client", "Sales by client"),
  salesBy("TM", "Sales by team member"),
  salesBy("hour", "Sales by hour"),
  salesBy("day", "Sales by day"),
  salesBy("month", "Sales by month"),
  salesBy("year", "Sales by year"),
  // reports, inventory: /reports/inventory/stock-on-hand, product-sales-performance,
  // stock-movement-log, stock-movement-summary
  row("/reports/inventory/stock-on-hand", INVENTORY_REPORTS, "Stock on hand"),
  row(
    "/reports/inventory/product-sales-performance",
    INVENTORY_REPORTS,
    "Product sales performance",
  ),
  row(
    "/reports/inventory/stock-movement-log",
    INVENTORY_REPORTS,
    "Stock movement log",
  ),
  row(
    "/reports/inventory/stock-movement-summary",
    INVENTORY_REPORTS,
    "Stock movement summary",
  ),
  // reports, appointments: /reports/appointments/list, summary, cancellations
  row("/reports/appointments/list", APPOINTMENTS, "Appointment list"),
  row("/reports/appointments/summary", APPOINTMENTS, "Appointment summary"),
  row(
    "/reports/appointments/cancellations",
    APPOINTMENTS,
    "Cancellations and no-shows",
  ),
  // reports, vouchers: /sales/vouchers
  row("/sales/vouchers", VOUCHERS_REPORT, "Issued vouchers"),
  // reports, clients: /reports/clients/list, retention
  row("/reports/clients/list", CLIENT_REPORTS, "Client list"),
  row("/reports/clients/retention", CLIENT_REPORTS, "Client retention"),
  // reports, team: /reports/teams/working-hours, tips-of-team-member, commission-detailed
  row("/reports/teams/working-hours", TEAM_REPORTS, "Working hours"),
  row(
    "/reports/teams/tips-of-team-member",
    TEAM_REPORTS,
    "Tips by team member",
  ),
  row(
    "/reports/teams/commission-detailed",
    TEAM_REPORTS,
    "Commission (detailed)",
  ),
  // reports dashboard: /reports/dashboard
  row("/reports/dashboard", REPORTS_DASHBOARD, "Reports dashboard"),
  // settings, account setup: /accountsetup/location, business-detalis, billing-detalis,
  // online-booking, close-dates, departments
  row("/accountsetup/location", SETTINGS, "Locations"),
  row("/accountsetup/business-detalis", SETUP, "Business details"),
  row("/accountsetup/billing-detalis", SETUP, "Billing details"),
  row("/accountsetup/online-booking", SETUP, "Online booking"),
  row("/accountsetup/close-dates", SETTINGS, "Closed dates"),
  row("/accountsetup/departments", SETTINGS, "Departments"),
  // settings, sales: /sales/invoice-sequencing, /sales/taxes, /sales/tips, /sales/payment-type
  row("/sales/invoice-sequencing", SETTINGS, "Invoice sequences"),
  row("/sales/taxes", SETTINGS, "Tax rates"),
  row("/sales/tips", SETTINGS, "Tip settings"),
  row("/sales/payment-type", SETTINGS, "Payment types"),
  // settings, devices: /devices
  row("/devices", SETTINGS, "Devices"),
];
