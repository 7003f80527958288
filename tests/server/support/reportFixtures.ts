import { cancellationReasons } from "../../../server/src/db/schema";
import type { TestApp } from "./buildTestApp";
import { createClient, createMerchant, type TestUser } from "./builders";
import { createSalon, type Salon } from "./calendarFixtures";
import { bookAll, type TestAppointment } from "./reports";

/**
 * A hand-built business for the appointment and client reports: a London
 * and a New York location, appointments around both DST changes of March
 * 2026 and at local midnights. Each carries the local date written by hand
 * (`day`), so tests take expected rows from that date, not from time-zone
 * arithmetic. 2026-03-29 01:00 UTC London springs forward; 2026-03-08
 * 07:00 UTC New York does.
 */
export interface Fixture {
  ref: string;
  /** The appointment's local date, by hand. */
  day: string;
  appointment: TestAppointment;
}

export interface MarchBusiness {
  owner: TestUser;
  merchantId: number;
  london: Salon;
  ny: Salon;
  ada: number;
  ben: number;
  /** A client who never visited. */
  cleo: number;
  reason: number;
  fixtures: Fixture[];
  /** Stored reference (A-000001) → fixture ref (L1). */
  refs: Map<string, string>;
}

type Spec = [start: string, minutes: number, member: number, price: number];

export async function marchBusiness(t: TestApp): Promise<MarchBusiness> {
  const m = await createMerchant(t.app);
  const M = m.merchant.id;
  const london = await createSalon(t.app, M, { timezone: "Europe/London" });
  const ny = await createSalon(t.app, M, {
    timezone: "America/New_York",
    members: 1,
  });
  const client = async (first_name: string, last_name: string) =>
    (await createClient(t.app, M, { first_name, last_name })).id;
  const ada = await client("Ada", "Moreau");
  const ben = await client("Ben", "Okafor");
  const cleo = await client("Cleo", "Nakamura");
  const [{ id: reason }] = await t.app.db
    .insert(cancellationReasons)
    .values({ merchant_id: M, name: "Illness" })
    .returning();
  const [A, B] = london.memberIds;
  const [C] = ny.memberIds;
  const at = (salon: Salon, specs: Spec[], requested: boolean[] = []) =>
    specs.map(([start, minutes, memberId, price], i) => ({
      serviceId: salon.serviceId,
      pricingOptionId: salon.pricingOptionId,
      start,
      minutes,
      memberId,
      price,
      requested: requested[i] ?? false,
    }));
  const L = london.locationId;
  const N = ny.locationId;
  const fixtures: Fixture[] = [
    // 10:00 GMT.
    {
      ref: "L1",
      day: "2026-03-10",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "completed",
        channel: "online",
        services: at(london, [["2026-03-10T10:00:00Z", 60, A, 5000]], [true]),
      },
    },
    // 00:30 GMT, half an hour before the clocks go forward.
    {
      ref: "L2",
      day: "2026-03-29",
      appointment: {
        locationId: L,
        clientId: ben,
        status: "completed",
        services: at(london, [["2026-03-29T00:30:00Z", 30, A, 3000]]),
      },
    },
    // 23:30 GMT on the 28th.
    {
      ref: "L3",
      day: "2026-03-28",
      appointment: {
        locationId: L,
        clientId: null,
        status: "completed",
        channel: "walk_in",
        services: at(london, [["2026-03-28T23:30:00Z", 60, B, 4000]]),
      },
    },
    // 10:00 BST, two services with two members.
    {
      ref: "L4",
      day: "2026-03-31",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "booked",
        channel: "phone",
        services: at(
          london,
          [
            ["2026-03-31T09:00:00Z", 60, A, 5000],
            ["2026-03-31T09:00:00Z", 45, B, 2500],
          ],
          [false, true],
        ),
      },
    },
    // 00:30 BST on 1 April (23:30 UTC on 31 March); cancelled late on 30 March (13:00 BST).
    {
      ref: "L5",
      day: "2026-04-01",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "cancelled",
        reasonId: reason,
        cancelledAt: "2026-03-30T12:00:00Z",
        cancelledBy: "client",
        late: true,
        services: at(london, [["2026-03-31T23:30:00Z", 60, A, 5000]]),
      },
    },
    {
      ref: "L6",
      day: "2026-03-15",
      appointment: {
        locationId: L,
        clientId: ben,
        status: "no_show",
        services: at(london, [["2026-03-15T14:00:00Z", 60, B, 2000]]),
      },
    },
    // 23:30 EDT on the 28th (03:30 UTC on the 29th).
    {
      ref: "N1",
      day: "2026-03-28",
      appointment: {
        locationId: N,
        clientId: ben,
        status: "completed",
        services: at(ny, [["2026-03-29T03:30:00Z", 60, C, 6000]]),
      },
    },
    // 01:30 EST, before the clocks go forward; cancelled on 1 March (10:00 EST).
    {
      ref: "N2",
      day: "2026-03-08",
      appointment: {
        locationId: N,
        clientId: ada,
        status: "cancelled",
        reasonId: reason,
        cancelledAt: "2026-03-01T15:00:00Z",
        cancelledBy: "business",
        services: at(ny, [["2026-03-08T06:30:00Z", 60, C, 6000]]),
      },
    },
    // 23:00 EST on 28 February.
    {
      ref: "N3",
      day: "2026-02-28",
      appointment: {
        locationId: N,
        clientId: ada,
        status: "completed",
        services: at(ny, [["2026-03-01T04:00:00Z", 60, C, 6000]]),
      },
    },
    // 23:00 EDT on 31 March (03:00 UTC on 1 April).
    {
      ref: "N4",
      day: "2026-03-31",
      appointment: {
        locationId: N,
        clientId: null,
        status: "completed",
        channel: "online",
        services: at(ny, [["2026-04-01T03:00:00Z", 60, C, 6000]]),
      },
    },
  ];
  const refs = new Map<string, string>();
  const stored = await bookAll(
    t.app,
    M,
    fixtures.map((f) => f.appointment),
  );
  stored.forEach((s, i) => refs.set(s.reference, fixtures[i].ref));
  return {
    owner: m.owner,
    merchantId: M,
    london,
    ny,
    ada,
    ben,
    cleo,
    reason,
    fixtures,
    refs,
  };
}

/** The fixtures whose hand-written local date is in the range. */
export const onDays = (fixtures: Fixture[], from: string, to: string) =>
  fixtures.filter((f) => f.day >= from && f.day <= to);

export const servicesOf = (list: Fixture[]) =>
  list.flatMap((f) => f.appointment.services.map((s) => ({ f, s })));

export const MARCH = { from: "2026-03-01", to: "2026-03-31" };
