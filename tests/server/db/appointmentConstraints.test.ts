import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pgConstraint, pgErrorCode } from "../../../server/src/lib/pgErrors";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * The database itself refuses a double booking (DOMAIN §4.10, migration
 * appointment_exclusions): whatever writes the rows, two active services of
 * one member (or one exclusive resource) never overlap. Runs on the embedded
 * PostgreSQL and, in CI, on Debian's (TEST_DATABASE_URL).
 */
let t: TestApp;
let salon: Salon;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const { merchant } = await createMerchant(t.app);
  salon = await createSalon(t.app, merchant.id, { rooms: 1 });
});

async function appointment(status = "booked") {
  const m = salon.merchantId;
  const res = await t.app.db.execute<{ id: number }>(sql`
    insert into appointments (merchant_id, reference, location_id, status, start_at, end_at,
                              cancellation_reason_id, cancelled_at, cancelled_by)
    values (${m}, ${`T-${++n}`}, ${salon.locationId}, ${status},
            '2030-01-07T10:00Z', '2030-01-07T11:00Z', null, null, null)
    returning id`);
  return res.rows[0].id;
}

async function service(
  appointmentId: number,
  o: {
    member?: number;
    resource?: number | null;
    start: string;
    minutes: number;
    extra?: ["none" | "blocked_after" | "processing_after", number];
    active?: boolean;
    shared?: boolean;
  },
) {
  const [type, extra] = o.extra ?? ["none", 0];
  const blocked = type === "blocked_after" ? extra : 0;
  await t.app.db.execute(sql`
    insert into appointment_services (merchant_id, appointment_id, service_id, pricing_option_id,
      team_member_id, resource_id, start_at, end_at, duration_minutes, extra_time_type,
      extra_time_minutes, service_name, active, resource_shared, member_busy_until, resource_busy_until)
    values (${salon.merchantId}, ${appointmentId}, ${salon.serviceId}, ${salon.pricingOptionId},
      ${o.member ?? salon.memberIds[0]}, ${o.resource ?? null}, ${o.start}::timestamptz,
      ${o.start}::timestamptz + make_interval(mins => ${o.minutes}), ${o.minutes}, ${type}, ${extra},
      'Massage', ${o.active ?? true}, ${o.shared ?? false},
      ${o.start}::timestamptz + make_interval(mins => ${o.minutes + blocked}),
      ${o.start}::timestamptz + make_interval(mins => ${o.minutes + extra}))`);
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the insert should have been refused").toBeDefined();
  return { code: pgErrorCode(err), constraint: pgConstraint(err) };
};

describe("appointment_services exclusion constraints", () => {
  it("btree_gist is installed", async () => {
    const res = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_extension where extname = 'btree_gist'`,
    );
    expect(res.rows[0].n).toBe(1);
  });

  it("refuses an overlapping active service of the same member, allows back to back and other members", async () => {
    const a = await appointment();
    await service(a, { start: "2030-01-07T10:00Z", minutes: 60 });
    const b = await appointment();
    expect(
      await refusal(service(b, { start: "2030-01-07T10:30Z", minutes: 60 })),
    ).toEqual({
      code: "23P01",
      constraint: "appointment_services_member_overlap_excl",
    });
    await service(b, { start: "2030-01-07T11:00Z", minutes: 60 });
    await service(b, {
      start: "2030-01-07T10:30Z",
      minutes: 60,
      member: salon.memberIds[1],
    });
  });

  it("counts blocked_after for the member, not processing_after", async () => {
    const a = await appointment();
    await service(a, {
      start: "2030-01-08T10:00Z",
      minutes: 60,
      extra: ["blocked_after", 15],
    });
    const b = await appointment();
    expect(
      (await refusal(service(b, { start: "2030-01-08T11:10Z", minutes: 30 })))
        .constraint,
    ).toBe("appointment_services_member_overlap_excl");
    await service(b, { start: "2030-01-08T11:15Z", minutes: 30 });
    const c = await appointment();
    await service(c, {
      start: "2030-01-09T10:00Z",
      minutes: 60,
      extra: ["processing_after", 15],
    });
    await service(c, { start: "2030-01-09T11:00Z", minutes: 30 });
  });

  it("refuses an overlapping exclusive resource (duration + any extra time) but not a shared one", async () => {
    const room = salon.resourceIds[0];
    const a = await appointment();
    await service(a, {
      start: "2030-01-10T10:00Z",
      minutes: 30,
      resource: room,
      extra: ["processing_after", 10],
    });
    const b = await appointment();
    expect(
      await refusal(
        service(b, {
          start: "2030-01-10T10:35Z",
          minutes: 30,
          resource: room,
          member: salon.memberIds[1],
        }),
      ),
    ).toEqual({
      code: "23P01",
      constraint: "appointment_services_resource_overlap_excl",
    });
    await service(b, {
      start: "2030-01-10T10:35Z",
      minutes: 30,
      resource: room,
      member: salon.memberIds[1],
      shared: true,
    });
  });

  it("frees the member when the appointment is cancelled or a no-show (trigger keeps active in step)", async () => {
    const a = await appointment();
    await service(a, { start: "2030-01-11T10:00Z", minutes: 60 });
    await t.app.db.execute(sql`
      insert into cancellation_reasons (merchant_id, name) values (${salon.merchantId}, 'Ill')`);
    await t.app.db.execute(sql`
      update appointments set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client',
        cancellation_reason_id = (select id from cancellation_reasons where merchant_id = ${salon.merchantId} limit 1)
      where merchant_id = ${salon.merchantId} and id = ${a}`);
    const active = await t.app.db.execute<{ active: boolean }>(
      sql`select active from appointment_services where merchant_id = ${salon.merchantId} and appointment_id = ${a}`,
    );
    expect(active.rows).toEqual([{ active: false }]);
    const b = await appointment();
    await service(b, { start: "2030-01-11T10:00Z", minutes: 60 });
    const c = await appointment();
    await service(c, { start: "2030-01-12T10:00Z", minutes: 60 });
    await t.app.db.execute(
      sql`update appointments set status = 'no_show' where merchant_id = ${salon.merchantId} and id = ${c}`,
    );
    const d = await appointment();
    await service(d, { start: "2030-01-12T10:00Z", minutes: 60 });
  });

  it("refuses busy-until instants that disagree with the snapshots", async () => {
    const a = await appointment();
    const err = await refusal(
      t.app.db.execute(sql`
        insert into appointment_services (merchant_id, appointment_id, service_id, pricing_option_id,
          team_member_id, start_at, end_at, duration_minutes, service_name, member_busy_until, resource_busy_until)
        values (${salon.merchantId}, ${a}, ${salon.serviceId}, ${salon.pricingOptionId}, ${salon.memberIds[0]},
          '2030-01-13T10:00Z', '2030-01-13T11:00Z', 60, 'Massage', '2030-01-13T10:05Z', '2030-01-13T11:00Z')`),
    );
    expect(err).toEqual({
      code: "23514",
      constraint: "appointment_services_member_busy_check",
    });
  });
});
