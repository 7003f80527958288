import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { AdminContext, memoryStore, testDataProvider } from "react-admin";
import type { Store } from "react-admin";
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import { vi } from "vitest";
import layout from "../../../../src/i18n/en/layout";

/** Menu labels used by the test menus (the real ones live in app.menu). */
const testMenu = {
  calendar: "Calendar",
  clients: { title: "Clients", list: "Client list", sources: "Sources" },
  reports: {
    title: "Reports",
    sales: { title: "Sales", daily: "Daily sales" },
  },
};

export const testI18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, app: { layout, menu: testMenu } }),
  "en",
);

/**
 * Renders inside react-admin's AdminContext with the English catalogue.
 * `rerender` keeps the same AdminContext and store (a memoryStore empties
 * itself when its AdminContext unmounts).
 */
export const renderWithLayoutAdmin = (
  ui: ReactElement,
  { store = memoryStore() }: { store?: Store } = {},
) => {
  const wrap = (node: ReactElement) => (
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={testI18nProvider}
      store={store}
    >
      {node}
    </AdminContext>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    store,
    rerender: (node: ReactElement) => result.rerender(wrap(node)),
  };
};

/**
 * Makes `useMediaQuery` see a viewport of the given width (tests/web/setup.ts
 * unstubs globals after each test).
 */
export const mockViewportWidth = (width: number) => {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (
      (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]))
    );
  };
  vi.stubGlobal(
    "matchMedia",
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
};
