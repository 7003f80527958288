import type { ResourceDef } from "../lib/crudRoutes.js";
import { clientsResource } from "./clients/index.js";
import { teamMembersResource } from "./team-members/index.js";

/** Every resource the API serves; routes.ts mounts each in its scopes and the tests enumerate it. */
export const resources: ResourceDef[] = [clientsResource, teamMembersResource];
