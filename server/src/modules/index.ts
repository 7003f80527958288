import { clientsArea } from "./registry/clients.js";
import { productsArea } from "./registry/products.js";
import { inventoryArea } from "./registry/inventory.js";
import { promoteArea } from "./registry/promote.js";
import { resourcesArea } from "./registry/resources.js";
import { servicesArea } from "./registry/services.js";
import { settingsArea } from "./registry/settings.js";
import { teamArea } from "./registry/team.js";
import { salesArea } from "./registry/sales.js";

const AREAS = [
  clientsArea,
  productsArea,
  inventoryArea,
  teamArea,
  resourcesArea,
  servicesArea,
  promoteArea,
  settingsArea,
  salesArea,
];

/** Every resource the API serves; routes.ts mounts each in its scopes and the tests enumerate it. */
export const resources = AREAS.flatMap((a) => a.resources);

/** Every once-per-merchant settings record (GET/PUT <name>/current). */
export const singletons = AREAS.flatMap((a) => a.singletons);
