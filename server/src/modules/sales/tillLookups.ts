import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { hideContacts, seesContacts } from "../../lib/contactAccess.js";
import { findOwned, idParams, present } from "../../lib/crudShared.js";
import { invalid, notFound } from "../../lib/httpErrors.js";
import { recordIdParam } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { isoInstant } from "../../lib/wire.js";
import {
  CODE_REFUSALS,
  DEAL_REFUSALS,
  dealByCode,
  dealOfferRefusal,
} from "../../shared/money/index.js";
import { appointmentsResource } from "../appointments/index.js";
import { appointmentRecord } from "../appointments/schemas.js";
import { loadLocation } from "./context.js";
import { loadDeals } from "./pricing.js";

const tags = ["sales"];

/**
 * What the till reads besides its catalogue, for everyone who may check
 * out (owner; staff with the calendar, 2, or the sales history, 8):
 * - `GET sales/appointments/:id`: the appointment being checked out, so
 *   that a receptionist with the sales history alone can bill it; the
 *   client's contacts only for users who may open clients (3);
 * - `GET sales/deal-code?code=&location_id=`: the one deal a typed
 *   promotion code names, matched here so that the catalogue need not
 *   carry the codes (docs/checkout-api.md).
 */
export function registerTillLookups(app: FastifyInstance, access: AccessRule) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/sales/appointments/:id", {
    config: { access },
    schema: {
      operationId: "getCheckoutAppointment",
      summary: "The appointment the till checks out",
      description:
        "One appointment with its services and client, as `GET appointments/:id` answers it, for the owner and staff with the calendar (2) or the sales history (8); the client's e-mail and mobile are null for staff who may not open clients (3).",
      tags,
      params: idParams,
      response: { 200: appointmentRecord },
    },
    handler: async (req) => {
      const row = await findOwned(
        appointmentsResource,
        app.db,
        req,
        req.params.id,
      );
      const [out] = await present(appointmentsResource, app.db, [row]);
      const [shown] = seesContacts(req.auth)
        ? [out]
        : hideContacts([out], ["client.email", "client.mobile"]);
      return shown as z.output<typeof appointmentRecord>;
    },
  });

  r.get("/sales/deal-code", {
    config: { access },
    schema: {
      operationId: "findDealByCode",
      summary: "The deal a typed promotion code names",
      description:
        "Matches `code` (case and surrounding spaces ignored) against the business's promotion codes: 200 with the deal as the money module reads it when it is on offer now at `location_id`; 404 when no promotion has this code; 422 on `code` when it is not active, not started, ended or not offered at the location. Whether it applies to the cart's items is checked at checkout.",
      tags,
      querystring: z.object({
        code: z.string().max(100).default(""),
        location_id: recordIdParam,
      }),
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const { code, location_id } = req.query;
      if (!code.trim()) throw invalid({ code: "Enter a promotion code." });
      await loadLocation(app.db, m, location_id);
      const at = new Date().toISOString();
      const deal = dealByCode(await loadDeals(app.db, m, at, code), code);
      if (!deal) throw notFound(CODE_REFUSALS.unknown_code);
      const refusal = dealOfferRefusal(deal, { at, location_id });
      if (refusal) throw invalid({ code: DEAL_REFUSALS[refusal] });
      return {
        ...deal,
        starts_at: isoInstant(deal.starts_at),
        ends_at: isoInstant(deal.ends_at),
      };
    },
  });
}
