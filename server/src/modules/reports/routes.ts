import { z } from "zod";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { merchants } from "../../db/schema/index.js";
import { mayUse, MERCHANT_ONLY, staffWith } from "../../lib/access.js";
import { seesContacts } from "../../lib/contactAccess.js";
import { csvResponse } from "../../lib/csv.js";
import { unauthorized } from "../../lib/httpErrors.js";
import { reportCsv } from "./csvExport.js";
import { COLUMN_TYPES, type AnyReport, type ReportContext } from "./types.js";
import { commonQuerySchema, parseReportQuery } from "./query.js";
import { REPORTS } from "./registry.js";
import { runReport } from "./run.js";

const pascal = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const answer = z.object({
  report: z.string(),
  from: z.string(),
  to: z.string(),
  basis: z.string(),
  columns: z.array(
    z.object({
      key: z.string(),
      type: z.enum(COLUMN_TYPES),
      total: z.boolean().optional(),
      contact: z.boolean().optional(),
      values: z.string().optional(),
      empty: z.string().optional(),
      link: z.object({ resource: z.string(), id: z.string() }).optional(),
    }),
  ),
  sort: z.object({ key: z.string(), order: z.enum(["asc", "desc"]) }),
  rows: z.array(z.record(z.string(), z.unknown())),
  totals: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  paged: z.boolean(),
  memo: z.record(z.string(), z.unknown()).optional(),
});

/** The query string as the OpenAPI document shows it: the common parameters and the report's own. */
function querySchema(report: AnyReport) {
  const own = Object.keys(
    (report.filters as unknown as z.ZodObject).shape ?? {},
  );
  // Loose: the handler names an unknown filter in its 422 (it must reach it).
  return commonQuerySchema
    .extend(Object.fromEntries(own.map((k) => [k, z.string().optional()])))
    .loose();
}

/** The caller's business (time zone, currency) and whether they may see client contacts. */
async function contextOf(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<ReportContext> {
  const user = req.auth;
  if (!user) throw unauthorized();
  const [merchant] = await app.db
    .select({
      timeZone: merchants.default_timezone,
      currency: merchants.currency_code,
    })
    .from(merchants)
    .where(eq(merchants.id, user.merchantId));
  return {
    db: app.db,
    merchantId: user.merchantId,
    timeZone: merchant?.timeZone ?? "UTC",
    currency: merchant?.currency ?? "EUR",
    contacts: seesContacts(user),
    may: (serviceId) => mayUse(user, serviceId),
    now: new Date(),
  };
}

/**
 * `GET <prefix>reports/<report>` and its `/export` twin for every report of
 * the registry: the owner under merchant/, staff without a prefix with the
 * report's service id (DOMAIN §2). Reports are read-only: nothing under
 * staff/.
 */
export function mountReports(app: FastifyInstance, scope: "merchant" | "read") {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const report of REPORTS) {
    const access =
      scope === "merchant" ? MERCHANT_ONLY : staffWith(report.serviceId);
    const name = pascal(report.name);
    const querystring = querySchema(report);
    r.get(`/reports/${report.name}`, {
      config: { access },
      attachValidation: true,
      schema: {
        operationId: `get${name}Report`,
        summary: report.summary,
        description: `${report.description} Answers { rows, totals, basis, columns, total, paged }; paged reports answer one page (offset, limit ≤ 500) with the count and totals of the whole range. Dates are local days of each row's location; a range is at most 3 years; a bad date or range answers 422.`,
        tags: ["reports"],
        querystring,
        response: { 200: answer },
      },
      handler: async (req) => {
        const ctx = await contextOf(app, req);
        const q = parseReportQuery(
          report,
          req.query as Record<string, unknown>,
          ctx,
        );
        return runReport(report, q, ctx);
      },
    });
    r.get(`/reports/${report.name}/export`, {
      config: { access },
      attachValidation: true,
      schema: {
        operationId: `export${name}Report`,
        summary: `${report.summary} as CSV`,
        description: `Every row of the report with the same filters and order (no page, no limit), as CSV: money in major units of the business's currency, instants on the clock of the row's location, text starting with = + - @ neutralised for spreadsheets.`,
        tags: ["reports"],
        querystring,
        response: { 200: csvResponse },
      },
      handler: async (req, reply) => {
        const ctx = await contextOf(app, req);
        const q = parseReportQuery(
          report,
          req.query as Record<string, unknown>,
          ctx,
        );
        const span = report.dated ? `-${q.from}-${q.to}` : "";
        const day = report.dated
          ? ""
          : `-${ctx.now.toISOString().slice(0, 10)}`;
        const stream = await reportCsv(report, q, ctx, app.pool);
        return (
          reply
            .type("text/csv; charset=utf-8")
            .header(
              "Content-Disposition",
              `attachment; filename="${report.name}${span}${day}.csv"`,
            )
            // A stream is sent as is (never serialised); the schema types the body as text.
            .send(stream as unknown as string)
        );
      },
    });
  }
}
