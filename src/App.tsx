import { useMemo, useState } from "react";
import { CacheProvider } from "@emotion/react";
import {
  Admin,
  CustomRoutes,
  localStorageStore,
  Resource,
  StoreContextProvider,
  useStore,
} from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { accountRoutes } from "./account/accountRoutes";
import { Dashboard } from "./dashboard/Dashboard";
import { localeInfo } from "./i18n/locales";
import { AccessDenied } from "./layout/AccessDenied";
import { AppNotification } from "./layout/AppNotification";
import { Layout } from "./layout/Layout";
import { PageLoading } from "./layout/PageLoading";
import { NotFound } from "./layout/NotFound";
import { placeholderRoutes } from "./layout/placeholderRoutes";
import { specPathRoutes } from "./layout/specPathRoutes";
import { createAppTheme, emotionCaches } from "./layout/theme";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { resolveLocale } from "./providers/i18nProvider";
import { useLocaleI18nProvider } from "./providers/useLocaleI18nProvider";
import { setRouterNavigate } from "./providers/navigation";
import clients from "./resources/clients";
import teamMembers from "./resources/team-members";
import shiftPatterns from "./resources/shift-patterns";
import shiftOverrides from "./resources/shift-overrides";
import timeOff from "./resources/time-off";
import commissionPlans from "./resources/commission-plans";
import {
  WORKING_HOURS_PATH,
  WorkingHoursPage,
} from "./resources/working-hours";
import clientNotificationTemplates from "./resources/client-notification-templates";
import referralSources from "./resources/referral-sources";
import cancellationReasons from "./resources/cancellation-reasons";
import deals from "./resources/deals";
import voucherTypes from "./resources/voucher-types";
import vouchers from "./resources/vouchers";
import voucherSettings from "./resources/voucher-settings";
import products from "./resources/products";
import productCategories from "./resources/product-categories";
import brands from "./resources/brands";
import suppliers from "./resources/suppliers";
import stockLevels from "./resources/stock-levels";
import stockTakes from "./resources/stock-takes";
import purchaseOrders from "./resources/purchase-orders";
import stockMovements from "./resources/stock-movements";
import bookableResources from "./resources/resources";
import resourceCategories from "./resources/resource-categories";
import resourceWorkingHours from "./resources/resource-working-hours";
import services from "./resources/services";
import treatmentTypes from "./resources/treatment-types";
import memberships from "./resources/memberships";
import serviceAvailability from "./resources/service-availability";
import locations from "./resources/locations";
import closeDates from "./resources/close-dates";
import departments from "./resources/departments";
import invoiceSequences from "./resources/invoice-sequences";
import taxRates from "./resources/tax-rates";
import tipSettings from "./resources/tip-settings";
import paymentTypes from "./resources/payment-types";
import devices from "./resources/devices";
import outbox from "./resources/outbox";
import sales from "./resources/sales";
import refunds from "./resources/refunds";
import businessDetails from "./resources/business-details";
import billingDetails from "./resources/billing-details";
import onlineBookingSettings from "./resources/online-booking-settings";
import { CALENDAR_PATH, CalendarPage } from "./calendar";
import { CHECKOUT_PATH, CheckoutPage } from "./checkout";
import { MY_PROFILE_PATH, MyProfilePage } from "./my-profile";
import { SETTINGS_PATH, SettingsPage } from "./settings";
import { BUILT_REPORT_PATHS, reportRoutes } from "./reports";
import { useDocumentLocale } from "./useDocumentLocale";

const store = localStorageStore("1", "Wellness");

/** Resources with screens; the other menu entries get a placeholder page. */
const BUILT = [
  CALENDAR_PATH,
  "clients",
  "team-members",
  "shift-patterns",
  "commission-plans",
  "products",
  "product-categories",
  "brands",
  "suppliers",
  "stock-levels",
  "stock-takes",
  "purchase-orders",
  "resources",
  "resource-categories",
  "resource-working-hours",
  "services",
  "treatment-types",
  "memberships",
  "service-availability",
  "client-notification-templates",
  "referral-sources",
  "cancellation-reasons",
  "deals",
  "voucher-types",
  "vouchers",
  "voucher-settings",
  "locations",
  "close-dates",
  "departments",
  "invoice-sequences",
  "tax-rates",
  "tip-settings",
  "payment-types",
  "devices",
  "business-details",
  "billing-details",
  "online-booking-settings",
  "sales",
  "refunds",
  ...BUILT_REPORT_PATHS,
];

/** store → locale → direction + theme → <Admin>. */
export const App = () => {
  const [locale] = useStore<string>("locale", resolveLocale());
  const info = localeInfo(locale);
  useDocumentLocale(info);
  const theme = useMemo(() => createAppTheme(info.direction), [info.direction]);
  const i18nProvider = useLocaleI18nProvider(locale);
  if (!i18nProvider) return null;
  return (
    <CacheProvider value={emotionCaches[info.direction]}>
      <Admin
        store={store}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        dashboard={Dashboard}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        loading={PageLoading}
        notification={AppNotification}
        loginPage={false}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <Resource name="appointments" />
        <Resource name="clients" {...clients} />
        <Resource name="team-members" {...teamMembers} />
        <Resource name="shift-patterns" {...shiftPatterns} />
        <Resource name="shift-overrides" {...shiftOverrides} />
        <Resource name="time-off" {...timeOff} />
        <Resource name="commission-plans" {...commissionPlans} />
        <Resource
          name="client-notification-templates"
          {...clientNotificationTemplates}
        />
        <Resource name="referral-sources" {...referralSources} />
        <Resource name="cancellation-reasons" {...cancellationReasons} />
        <Resource name="client-memberships" />
        <Resource name="deals" {...deals} />
        <Resource name="voucher-types" {...voucherTypes} />
        <Resource name="vouchers" {...vouchers} />
        <Resource name="voucher-settings" {...voucherSettings} />
        <Resource name="products" {...products} />
        <Resource name="product-categories" {...productCategories} />
        <Resource name="brands" {...brands} />
        <Resource name="suppliers" {...suppliers} />
        <Resource name="purchase-orders" {...purchaseOrders} />
        <Resource name="stock-levels" {...stockLevels} />
        <Resource name="stock-takes" {...stockTakes} />
        <Resource name="stock-movements" {...stockMovements} />
        <Resource name="stock-adjustments" />
        <Resource name="resources" {...bookableResources} />
        <Resource name="resource-categories" {...resourceCategories} />
        <Resource name="resource-working-hours" {...resourceWorkingHours} />
        <Resource name="services" {...services} />
        <Resource name="treatment-types" {...treatmentTypes} />
        <Resource name="memberships" {...memberships} />
        <Resource name="service-availability" {...serviceAvailability} />
        <Resource name="locations" {...locations} />
        <Resource name="close-dates" {...closeDates} />
        <Resource name="departments" {...departments} />
        <Resource name="invoice-sequences" {...invoiceSequences} />
        <Resource name="tax-rates" {...taxRates} />
        <Resource name="tip-settings" {...tipSettings} />
        <Resource name="payment-types" {...paymentTypes} />
        <Resource name="devices" {...devices} />
        <Resource name="outbox" {...outbox} />
        <Resource name="sales" {...sales} />
        <Resource name="refunds" {...refunds} />
        <Resource name="business-details" {...businessDetails} />
        <Resource name="billing-details" {...billingDetails} />
        <Resource name="online-booking-settings" {...onlineBookingSettings} />
        <CustomRoutes noLayout>{accountRoutes}</CustomRoutes>
        <CustomRoutes>{placeholderRoutes(BUILT)}</CustomRoutes>
        <CustomRoutes>{specPathRoutes()}</CustomRoutes>
        <CustomRoutes>
          <Route path={WORKING_HOURS_PATH} element={<WorkingHoursPage />} />
          <Route path={CALENDAR_PATH} element={<CalendarPage />} />
          <Route path={CHECKOUT_PATH} element={<CheckoutPage />} />
          <Route path={MY_PROFILE_PATH} element={<MyProfilePage />} />
          <Route path={SETTINGS_PATH} element={<SettingsPage />} />
          {reportRoutes()}
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
};

/** The `lang` cookie wins over a locale left in the store. */
const startLocale = () => {
  const locale = resolveLocale();
  if (store.getItem("locale") !== locale) store.setItem("locale", locale);
};

/** Store and browser router around the app (main.tsx renders this). */
export const AppWrapper = () => {
  const [router] = useState(() => {
    startLocale();
    const browserRouter = createBrowserRouter([
      { path: "*", element: <App /> },
    ]);
    setRouterNavigate((to, options) => browserRouter.navigate(to, options));
    return browserRouter;
  });
  return (
    <StoreContextProvider value={store}>
      <RouterProvider router={router} />
    </StoreContextProvider>
  );
};
