import type { FastifyInstance } from "fastify";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import type { AreaSamples, Fixtures, Payload } from "./samples/types";
import { settingsSamples } from "./samples/settings";
import { clientsSamples } from "./samples/clients";
import { productsSamples } from "./samples/products";
import { stockDocumentsSamples } from "./samples/stockDocuments";
import { teamSamples } from "./samples/team";
import { resourcesSamples } from "./samples/resources";
import { servicesSamples } from "./samples/services";
import { promoteSamples } from "./samples/promote";
import { inventorySamples } from "./samples/inventory";
import { calendarSamples } from "./samples/calendar";
import { salesSamples } from "./samples/sales";

/**
 * Test data for every resource of the registry (server/src/modules/index.ts),
 * one file per menu area under ./samples. Fixtures run in this order, so an
 * area may use the fixtures of the areas before it (settings first: locations).
 */
const AREAS: AreaSamples[] = [
  settingsSamples,
  clientsSamples,
  productsSamples,
  stockDocumentsSamples,
  resourcesSamples,
  servicesSamples,
  teamSamples,
  promoteSamples,
  inventorySamples,
  calendarSamples,
  salesSamples,
];

const merge = <K extends keyof AreaSamples>(key: K) =>
  Object.assign({}, ...AREAS.map((a) => a[key] ?? {})) as NonNullable<
    AreaSamples[K]
  >;

export const samplePayload = merge("samplePayload");
export const sampleUpdate = merge("sampleUpdate");
export const invalidValues = merge("invalidValues");
export const richPayload = merge("richPayload");
export const insertRow = merge("insertRow");
export const serverOwned = merge("serverOwned");

const fixturesByMerchant = new Map<number, Fixtures>();

/** Creates the rows the samples of every area refer to, for one merchant (builders.createMerchant calls it). */
export async function prepareFixtures(
  app: FastifyInstance,
  merchantId: number,
) {
  const fx: Fixtures = {};
  for (const area of AREAS) await area.fixtures?.(app, merchantId, fx);
  fixturesByMerchant.set(merchantId, fx);
  return fx;
}

/** Who the sample is for: a user of the merchant, or a token (its merchant_id claim is read). */
export type SampleOwner = { merchantId: number } | string;

/** The merchant of a user, or of a token (its merchant_id claim). */
export const merchantOf = (who: SampleOwner): number =>
  typeof who === "string"
    ? (
        JSON.parse(Buffer.from(who.split(".")[1], "base64url").toString()) as {
          merchant_id: number;
        }
      ).merchant_id
    : who.merchantId;

export function fixturesOf(who: SampleOwner): Fixtures {
  return fixturesByMerchant.get(merchantOf(who)) ?? {};
}

/** Inserts a row of a read-only resource for the merchant of `who` (see AreaSamples.insertRow). */
export const insertFor = (
  app: FastifyInstance,
  def: ResourceDef,
  who: SampleOwner,
) => lookup(insertRow, def, "insertRow")(app, merchantOf(who), fixturesOf(who));

function lookup<T>(map: Record<string, T>, def: ResourceDef, what: string): T {
  const v = map[def.name];
  if (v === undefined)
    throw new Error(
      `Resource "${def.name}" is registered but has no ${what} in tests/server/support/samples/<area>.ts: add one.`,
    );
  return v;
}

export const sampleFor = (def: ResourceDef, who: SampleOwner): Payload =>
  lookup(samplePayload, def, "samplePayload")(fixturesOf(who));
export const updateFor = (def: ResourceDef, who: SampleOwner): Payload =>
  lookup(sampleUpdate, def, "sampleUpdate")(fixturesOf(who));
export const invalidFor = (def: ResourceDef) =>
  lookup(invalidValues, def, "invalidValues");
export const richFor = (
  def: ResourceDef,
  who: SampleOwner,
): Payload | undefined => richPayload[def.name]?.(fixturesOf(who));

/** The resource's own server-set fields with values a client might try (none for most). */
export const serverOwnedFor = (def: ResourceDef, who: SampleOwner): Payload =>
  serverOwned[def.name]?.(fixturesOf(who)) ?? {};

/** Names of registered resources that lack a sample of any kind (the matrices assert this is empty). */
export function missingSamples(defs: readonly ResourceDef[]) {
  return defs.flatMap((d) => {
    if (d.readOnly)
      return d.name in insertRow ? [] : [`${d.name}: no insertRow`];
    return (
      [
        ["samplePayload", samplePayload],
        ["sampleUpdate", sampleUpdate],
        ["invalidValues", invalidValues],
      ] as const
    )
      .filter(([, map]) => !(d.name in map))
      .map(([what]) => `${d.name}: no ${what}`);
  });
}
