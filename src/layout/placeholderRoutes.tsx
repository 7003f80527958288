import { Route } from "react-router-dom";
import { entryUrl, flattenMenu } from "./menuIndex";
import { NotBuiltPage } from "./NotBuiltPage";

/**
 * One route per menu entry whose screens do not exist yet, so every link
 * of the menu opens a page. Registering a <Resource> (or a report route)
 * for an entry removes its placeholder.
 */
export const placeholderRoutes = (built: readonly string[]) =>
  flattenMenu()
    .filter((entry) => entry.path !== "/")
    .filter((entry) => !built.includes(entry.resource ?? entry.path ?? ""))
    .map((entry) => (
      <Route
        key={entry.key}
        path={entry.resource ? `${entryUrl(entry)}/*` : entryUrl(entry)}
        element={<NotBuiltPage labelKey={entry.labelKey} />}
      />
    ));
