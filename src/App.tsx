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
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { accountRoutes } from "./account/accountRoutes";
import { Dashboard } from "./dashboard/Dashboard";
import { localeInfo } from "./i18n/locales";
import { AccessDenied } from "./layout/AccessDenied";
import { Layout } from "./layout/Layout";
import { NotFound } from "./layout/NotFound";
import { placeholderRoutes } from "./layout/placeholderRoutes";
import { createAppTheme, emotionCaches } from "./layout/theme";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider, resolveLocale } from "./providers/i18nProvider";
import clients from "./resources/clients";
import teamMembers from "./resources/team-members";
import { useDocumentLocale } from "./useDocumentLocale";

const store = localStorageStore("1", "Wellness");

/** Resources with screens; the other menu entries get a placeholder page. */
const BUILT = ["clients", "team-members"];

/** store → locale → direction + theme → <Admin>. */
export const App = () => {
  const [locale] = useStore<string>("locale", resolveLocale());
  const info = localeInfo(locale);
  useDocumentLocale(info);
  const theme = useMemo(() => createAppTheme(info.direction), [info.direction]);
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
        loginPage={false}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <Resource name="clients" {...clients} />
        <Resource name="team-members" {...teamMembers} />
        <CustomRoutes noLayout>{accountRoutes}</CustomRoutes>
        <CustomRoutes>{placeholderRoutes(BUILT)}</CustomRoutes>
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
    return createBrowserRouter([{ path: "*", element: <App /> }]);
  });
  return (
    <StoreContextProvider value={store}>
      <RouterProvider router={router} />
    </StoreContextProvider>
  );
};
