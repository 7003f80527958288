import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  invoiceSequences,
  locations,
  resources,
  serviceLocations,
  servicePricingOptions,
  serviceResources,
  services,
  serviceTeamMembers,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
  treatmentTypes,
  type WeekHours,
} from "../../../server/src/db/schema";

const unique = () => randomBytes(4).toString("hex");

const NINE_TO_SIX: WeekHours = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [
    d,
    [{ start: "09:00", end: "18:00" }],
  ]),
);

export interface Salon {
  merchantId: number;
  locationId: number;
  timezone: string;
  treatmentTypeId: number;
  /** Members working `shifts` every day from 2020-01-06, performing `serviceId`. */
  memberIds: number[];
  serviceId: number;
  pricingOptionId: number;
  /** A service that needs one of `resourceIds`. */
  roomServiceId: number;
  roomPricingOptionId: number;
  resourceIds: number[];
}

/**
 * A location open 09:00–18:00 every day (in `timezone`), `members` team
 * members with the same shifts, a 60-minute service they all perform, and a
 * 30-minute service that needs one of `rooms` resources. Written straight
 * into the database, as the master-data screens would.
 */
export async function createSalon(
  app: FastifyInstance,
  merchantId: number,
  opts: {
    timezone?: string;
    members?: number;
    rooms?: number;
    openingHours?: WeekHours;
    shifts?: WeekHours;
  } = {},
): Promise<Salon> {
  const db = app.db;
  const timezone = opts.timezone ?? "Europe/London";
  const m = merchantId;
  const [seq] = await db
    .insert(invoiceSequences)
    .values({
      merchant_id: m,
      name: `Seq ${unique()}`,
      prefix: `S${unique()}-`,
    })
    .returning();
  const [loc] = await db
    .insert(locations)
    .values({
      merchant_id: m,
      name: `Salon ${unique()}`,
      address_line1: "1 High Street",
      city: "London",
      timezone,
      opening_hours: opts.openingHours ?? NINE_TO_SIX,
      invoice_sequence_id: seq.id,
    })
    .returning();
  const [tt] = await db
    .insert(treatmentTypes)
    .values({ merchant_id: m, name: `Massage ${unique()}` })
    .returning();
  const memberIds: number[] = [];
  const names = ["Anna", "Ben", "Chloe", "Dev", "Ema", "Finn", "Gia", "Hal"];
  for (let i = 0; i < (opts.members ?? 2); i++) {
    const [tm] = await db
      .insert(teamMembers)
      .values({
        merchant_id: m,
        first_name: names[i % names.length],
        last_name: "Berg",
        sort_order: i,
      })
      .returning();
    memberIds.push(tm.id);
    await db
      .insert(teamMemberLocations)
      .values({ merchant_id: m, team_member_id: tm.id, location_id: loc.id });
    await db.insert(shiftPatterns).values({
      merchant_id: m,
      team_member_id: tm.id,
      location_id: loc.id,
      start_date: "2020-01-06",
      repeat_weeks: 1,
      weeks: [opts.shifts ?? NINE_TO_SIX],
    });
  }
  const service = async (
    name: string,
    minutes: number,
    price: number,
    extra: Partial<typeof services.$inferInsert> = {},
  ) => {
    const [s] = await db
      .insert(services)
      .values({
        merchant_id: m,
        name: `${name} ${unique()}`,
        treatment_type_id: tt.id,
        ...extra,
      })
      .returning();
    const [po] = await db
      .insert(servicePricingOptions)
      .values({
        merchant_id: m,
        service_id: s.id,
        name: `${minutes} min`,
        duration_minutes: minutes,
        price,
      })
      .returning();
    await db
      .insert(serviceLocations)
      .values({ merchant_id: m, service_id: s.id, location_id: loc.id });
    await db.insert(serviceTeamMembers).values(
      memberIds.map((id) => ({
        merchant_id: m,
        service_id: s.id,
        team_member_id: id,
      })),
    );
    return { serviceId: s.id, pricingOptionId: po.id };
  };
  const massage = await service("Massage", 60, 5000);
  const room = await service("Sauna", 30, 2000, { resources_required: true });
  const resourceIds: number[] = [];
  for (let i = 0; i < (opts.rooms ?? 1); i++) {
    const [r] = await db
      .insert(resources)
      .values({
        merchant_id: m,
        name: `Room ${i + 1} ${unique()}`,
        location_id: loc.id,
        sort_order: i,
      })
      .returning();
    resourceIds.push(r.id);
    await db.insert(serviceResources).values({
      merchant_id: m,
      service_id: room.serviceId,
      resource_id: r.id,
    });
  }
  return {
    merchantId: m,
    locationId: loc.id,
    timezone,
    treatmentTypeId: tt.id,
    memberIds,
    serviceId: massage.serviceId,
    pricingOptionId: massage.pricingOptionId,
    roomServiceId: room.serviceId,
    roomPricingOptionId: room.pricingOptionId,
    resourceIds,
  };
}

/** A query string of the calendar's reads: texts as they are, anything else as JSON (the list contract's sort, range, filter). */
export const queryString = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(
      ([k, v]) =>
        `${k}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`,
    )
    .join("&");
