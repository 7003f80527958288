import { z } from "zod";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ANY_STAFF, MERCHANT_ONLY, PUBLIC, staffWith } from "./lib/access.js";
import { mountResource } from "./lib/crudRoutes.js";
import authRoutes from "./modules/auth/index.js";
import oidcRoutes from "./modules/oidc/index.js";
import {
  changePasswordRoute,
  logoutRoute,
  staffPermissionsRoute,
} from "./modules/account/index.js";
import { resources, singletons } from "./modules/index.js";
import { filesRoute } from "./modules/files/index.js";
import { myTeamMemberRoute } from "./modules/account/myTeamMember.js";
import { mountSingleton } from "./lib/singletonRoutes.js";
import {
  calendarStreamRoute,
  streamTicketRoute,
} from "./modules/calendar/live.js";
import { mountStockRoutes } from "./modules/stock/routes.js";
import {
  CALENDAR_SERVICE,
  mountAppointments,
} from "./modules/appointments/index.js";
import { registerCalendarReads } from "./modules/calendar/routes.js";
import { blockedTimesResource } from "./modules/blocked-times/index.js";
import { mountSales } from "./modules/sales/routes.js";
import { mountReports } from "./modules/reports/routes.js";
import { DB_RETRY_AFTER_SECONDS } from "./lib/dbUnavailable.js";

const healthAnswer = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
});

/** Everything under /wellness: public auth, merchant/, staff/ and the bare read scope. */
export default async function routes(app: FastifyInstance) {
  app.get(
    "/health",
    {
      config: { access: PUBLIC },
      schema: {
        operationId: "getHealth",
        summary: "Check the API and its database",
        description:
          "Answers 200 when the database answers a query, 503 when it does not.",
        tags: ["system"],
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: "ok", database: "up" };
      } catch {
        return reply
          .code(503)
          .header("Retry-After", String(DB_RETRY_AFTER_SECONDS))
          .send({ status: "degraded", database: "down" });
      }
    },
  );

  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(oidcRoutes, { prefix: "/auth" });

  await app.register(
    async (merchant) => {
      changePasswordRoute(merchant, MERCHANT_ONLY);
      logoutRoute(merchant, MERCHANT_ONLY);
      filesRoute(merchant, MERCHANT_ONLY);
      streamTicketRoute(merchant, MERCHANT_ONLY);
      myTeamMemberRoute(merchant, MERCHANT_ONLY);
      for (const def of resources) mountResource(merchant, def, "merchant");
      for (const def of singletons) mountSingleton(merchant, def, "merchant");
      mountStockRoutes(merchant, "merchant");
      mountAppointments(merchant, "merchant");
      mountResource(merchant, blockedTimesResource, "merchant");
      mountSales(merchant, "merchant");
      registerCalendarReads(merchant, MERCHANT_ONLY);
      mountReports(merchant, "merchant");
    },
    { prefix: "/merchant" },
  );

  await app.register(
    async (staff) => {
      changePasswordRoute(staff, ANY_STAFF);
      logoutRoute(staff, ANY_STAFF);
      staffPermissionsRoute(staff, ANY_STAFF);
      streamTicketRoute(staff, staffWith(CALENDAR_SERVICE));
      for (const def of resources) mountResource(staff, def, "staff");
      for (const def of singletons) mountSingleton(staff, def, "staff");
      mountStockRoutes(staff, "staff");
      mountAppointments(staff, "staff");
      mountResource(staff, blockedTimesResource, "staff");
      mountSales(staff, "staff");
    },
    { prefix: "/staff" },
  );

  await app.register(async (read) => {
    filesRoute(read, ANY_STAFF);
    myTeamMemberRoute(read, ANY_STAFF);
    calendarStreamRoute(read);
    for (const def of resources) mountResource(read, def, "read");
    for (const def of singletons) mountSingleton(read, def, "read");
    mountStockRoutes(read, "read");
    mountAppointments(read, "read");
    mountResource(read, blockedTimesResource, "read");
    mountSales(read, "read");
    registerCalendarReads(read, staffWith(CALENDAR_SERVICE));
    mountReports(read, "read");
  });
}
