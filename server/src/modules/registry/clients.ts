import type { Area } from "./area.js";
import { clientsResource } from "../clients/index.js";
import { clientMembershipsResource } from "../client-memberships/index.js";
import { clientNotificationTemplatesResource } from "../client-notification-templates/index.js";
import { referralSourcesResource } from "../referral-sources/index.js";
import { cancellationReasonsResource } from "../cancellation-reasons/index.js";

/** Clients area: its resources and once-per-merchant settings. */
export const clientsArea: Area = {
  resources: [
    clientsResource,
    clientNotificationTemplatesResource,
    referralSourcesResource,
    cancellationReasonsResource,
    clientMembershipsResource,
  ],
  singletons: [],
};
