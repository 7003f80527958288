import type { ResourceDef } from "../../lib/crudRoutes.js";
import type { SingletonDef } from "../../lib/singletonRoutes.js";

/** What one menu area contributes to the API. */
export interface Area {
  resources: ResourceDef[];
  singletons: SingletonDef[];
}
