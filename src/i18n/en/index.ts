import ra from "./ra";
import app from "./app";
import layout from "./layout";
import clients from "./resources/clients";
import teamMembers from "./resources/team-members";

/** The English catalogue: the source of truth for every other locale. */
const en = {
  ...ra,
  app: { ...app, layout },
  resources: {
    clients,
    "team-members": teamMembers,
  },
};

/** Shape every other locale's catalogue must match. */
export type AppMessages = typeof en;

/** Recursively the same keys, any string values (for translated copies). */
export type CatalogueOf<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]>;
};

export type TranslatedMessages = CatalogueOf<AppMessages>;

export default en;
