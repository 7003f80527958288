import type { TranslatedMessages } from "../en";
import ra from "./ra";
import app from "./app";
import layout from "./layout";
import feedback from "./feedback";
import oidc from "./oidc";
import demo from "./demo";
import setupDone from "./setupDone";
import reports from "./reports";
import salesReports from "./salesReports";
import voucherReport from "./voucherReport";
import commissionReport from "./commissionReport";
import dashboardReport from "./dashboardReport";
import dashboardLists from "./dashboardLists";
import financeReports from "./financeReports";
import calendarStatus from "./calendarStatus";
import { mergeCatalogue } from "../mergeCatalogue";
import therapistCalendar from "./therapistCalendar";
import calendarAccess from "./calendarAccess";
import tillMore from "./tillMore";
import clients from "./resources/clients";
import clientPurchases from "./resources/clientPurchases";
import clientNotices from "./resources/clientNotices";
import teamMembers from "./resources/team-members";
import shiftPatterns from "./resources/shift-patterns";
import shiftOverrides from "./resources/shift-overrides";
import timeOff from "./resources/time-off";
import commissionPlans from "./resources/commission-plans";
import clientNotificationTemplates from "./resources/client-notification-templates";
import referralSources from "./resources/referral-sources";
import cancellationReasons from "./resources/cancellation-reasons";
import deals from "./resources/deals";
import voucherTypes from "./resources/voucher-types";
import vouchers from "./resources/vouchers";
import voucherSettings from "./resources/voucher-settings";
import settingsResources from "./settingsResources";
import products from "./resources/products";
import productCategories from "./resources/product-categories";
import brands from "./resources/brands";
import suppliers from "./resources/suppliers";
import bookableResources from "./resources/resources";
import resourceCategories from "./resources/resource-categories";
import resourceWorkingHours from "./resources/resource-working-hours";
import services from "./resources/services";
import treatmentTypes from "./resources/treatment-types";
import memberships from "./resources/memberships";
import serviceAvailability from "./resources/service-availability";
import appointments from "./resources/appointments";
import checkout from "./resources/checkout";
import stockLevels from "./resources/stock-levels";
import stockMovements from "./resources/stock-movements";
import purchaseOrders from "./resources/purchase-orders";
import stockTakes from "./resources/stock-takes";
import sales from "./resources/sales";
import salesMore from "./resources/salesMore";
import refunds from "./resources/refunds";

/** The Italian catalogue, typed against English: a missing key fails tsc. */
const it: TranslatedMessages = {
  ...ra,
  app: {
    ...app,
    layout,
    feedback,
    oidc,
    demo,
    setup_done: setupDone,
    calendar_status: calendarStatus,
    reports: mergeCatalogue(
      mergeCatalogue(mergeCatalogue(reports, salesReports), voucherReport),
      mergeCatalogue(
        mergeCatalogue(
          commissionReport,
          mergeCatalogue(dashboardReport, dashboardLists),
        ),
        financeReports,
      ),
    ),
  },
  resources: {
    clients: mergeCatalogue(
      mergeCatalogue(clients, clientPurchases),
      clientNotices,
    ),
    "team-members": teamMembers,
    "shift-patterns": shiftPatterns,
    "shift-overrides": shiftOverrides,
    "time-off": timeOff,
    "commission-plans": commissionPlans,
    "client-notification-templates": clientNotificationTemplates,
    "referral-sources": referralSources,
    "cancellation-reasons": cancellationReasons,
    deals,
    "voucher-types": voucherTypes,
    vouchers,
    "voucher-settings": voucherSettings,
    ...settingsResources,
    products,
    "product-categories": productCategories,
    brands,
    suppliers,
    resources: bookableResources,
    "resource-categories": resourceCategories,
    "resource-working-hours": resourceWorkingHours,
    services,
    "treatment-types": treatmentTypes,
    memberships,
    "service-availability": serviceAvailability,
    appointments,
    checkout,
    "stock-takes": stockTakes,
    "purchase-orders": purchaseOrders,
    "stock-movements": stockMovements,
    "stock-levels": stockLevels,
    sales: mergeCatalogue(sales, salesMore),
    refunds,
  },
};

export default mergeCatalogue(
  mergeCatalogue(mergeCatalogue(it, therapistCalendar), calendarAccess),
  tillMore,
);
