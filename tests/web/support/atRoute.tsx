import type { ReactElement } from "react";
import { Route, Routes } from "react-router-dom";
import { ResourceContextProvider } from "react-admin";

/**
 * A resource view rendered at `/<resource>/<id>`, as react-admin's router
 * does, for views that read the id from the URL (Edit without an id prop).
 * AdminContext's router is a HashRouter, so the hash is the location.
 */
export const atRecordRoute = (
  resource: string,
  id: number | string,
  ui: ReactElement,
) => {
  window.location.hash = `#/${resource}/${id}`;
  return (
    <ResourceContextProvider value={resource}>
      <Routes>
        <Route path={`/${resource}/:id`} element={ui} />
        <Route path="*" element={<p>left the record</p>} />
      </Routes>
    </ResourceContextProvider>
  );
};
