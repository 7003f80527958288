import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type Store,
} from "react-admin";
import polyglotI18nProvider from "ra-i18n-polyglot";
import en from "../../../src/i18n/en";
import { createAppTheme } from "../../../src/layout/theme";

/** The app's theme (left to right), whose component defaults views rely on. */
const theme = createAppTheme("ltr");

/** English i18n, as the app bundles it. */
export const testI18nProvider = polyglotI18nProvider(() => en, "en");

export interface RenderWithAdminOptions {
  dataProvider?: Partial<DataProvider>;
  authProvider?: AuthProvider;
  store?: Store;
}

/**
 * Renders a view inside react-admin's AdminContext with testDataProvider,
 * the English catalogue, the app's theme and a memoryStore (ARCHITECTURE §5.11).
 */
export const renderWithAdmin = (
  ui: ReactElement,
  {
    dataProvider = {},
    authProvider,
    store = memoryStore(),
  }: RenderWithAdminOptions = {},
) => {
  const provider = testDataProvider(dataProvider);
  const wrap = (node: ReactElement) => (
    <AdminContext
      dataProvider={provider}
      authProvider={authProvider}
      i18nProvider={testI18nProvider}
      store={store}
      theme={theme}
    >
      {node}
    </AdminContext>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    store,
    dataProvider: provider,
    rerender: (node: ReactElement) => result.rerender(wrap(node)),
  };
};
