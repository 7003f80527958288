import { sql } from "drizzle-orm";
import type { SeedContext } from "./context.js";
import { at } from "./context.js";
import type { Rng } from "./random.js";

/** What the demo sells, read back from the rows the earlier areas of the seed wrote. */
export interface ApptLine {
  id: number;
  service_id: number;
  pricing_option_id: number;
  team_member_id: number;
}
export interface Visit {
  kind: "visit";
  at: number;
  apptId: number;
  locationId: number;
  clientId: number | null;
  lines: ApptLine[];
}
export interface Extra {
  kind: "products" | "voucher" | "membership";
  at: number;
  locationId: number;
  clientId: number | null;
  /** What a desk membership sale sells. */
  membershipId?: number;
}
export type SaleEvent = Visit | Extra;

export interface Catalogue {
  ownerId: number;
  locations: number[];
  /** Payment type ids by kind; `other` holds every manual type. */
  pay: { card: number; cash: number; voucher: number; other: number[] };
  /** Stock-tracked products with what each location may still sell (stays above the low-stock level). */
  stock: Map<string, number>;
  products: number[];
  voucherTypes: { id: number; name: string; serviceIds: Set<number> | null }[];
  memberships: {
    id: number;
    name: string;
    serviceIds: Set<number> | null;
    locationIds: Set<number>;
  }[];
  /** Services the active promotion code (GLOW15) applies to, and its window. */
  glow: { serviceIds: Set<number>; from: number; to: number };
  clients: number[];
  /** The suggested tip percentages of each location (the demo's tips use them). */
  tips: Map<number, number[]>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/**
 * Completed visits of this many last days get their sale (older ones stay
 * without): every sale goes through the checkout module (tens of
 * statements each), and `npm start` must still seed in seconds.
 */
export const SALES_DAYS = 14;
/** Units a product keeps above its low-stock level, so the seeded low and out-of-stock counts stay as inventory.ts set them. */
const STOCK_MARGIN = 3;

export const stockKey = (productId: number, locationId: number) =>
  `${productId}:${locationId}`;

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(
  ctx: SeedContext,
  q: ReturnType<typeof sql>,
) => (await ctx.tx.execute<T>(q)).rows;

export async function loadCatalogue(ctx: SeedContext): Promise<Catalogue> {
  const m = ctx.merchantId;
  const [owner] = await rowsOf<{ id: number }>(
    ctx,
    sql`select id::int from users where merchant_id = ${m} and role = 2 order by id limit 1`,
  );
  const types = await rowsOf<{ id: number; kind: string }>(
    ctx,
    sql`select id::int, kind from payment_types where merchant_id = ${m} and archived_at is null order by id`,
  );
  const first = (kind: string) => types.find((t) => t.kind === kind)!.id;
  const levels = await rowsOf<{
    product_id: number;
    location_id: number;
    room: number;
  }>(
    ctx,
    sql`select l.product_id::int, l.location_id::int,
          (l.on_hand - coalesce(p.low_stock_level, 0) - ${STOCK_MARGIN})::int as room
        from stock_levels l join products p on p.merchant_id = l.merchant_id and p.id = l.product_id
        where l.merchant_id = ${m} and p.track_stock and p.archived_at is null and p.retail_price > 0
        order by l.product_id, l.location_id`,
  );
  const stock = new Map(
    levels
      .filter((l) => l.room > 0)
      .map((l) => [stockKey(l.product_id, l.location_id), l.room]),
  );
  const scoped = async (table: string, key: string) => {
    const rows = await rowsOf<{ owner: number; service_id: number }>(
      ctx,
      sql.raw(
        `select ${key}::int as owner, service_id::int from ${table} where merchant_id = ${m}`,
      ),
    );
    const map = new Map<number, Set<number>>();
    for (const r of rows)
      map.set(r.owner, (map.get(r.owner) ?? new Set()).add(r.service_id));
    return map;
  };
  const vtServices = await scoped("voucher_type_services", "voucher_type_id");
  const msServices = await scoped("membership_services", "membership_id");
  const dealServices = await scoped("deal_services", "deal_id");
  const vts = await rowsOf<{
    id: number;
    name: string;
    redeemable_for: string;
  }>(
    ctx,
    sql`select id::int, name, redeemable_for from voucher_types where merchant_id = ${m} order by id`,
  );
  const mss = await rowsOf<{
    id: number;
    name: string;
    services_scope: string;
    locations: number[];
  }>(
    ctx,
    sql`select m.id::int, m.name, m.services_scope,
          array(select location_id::int from membership_locations l where l.membership_id = m.id) as locations
        from memberships m where m.merchant_id = ${m} order by m.id`,
  );
  const [glow] = await rowsOf<{ id: number; from: string; to: string }>(
    ctx,
    sql`select id::int, starts_at as from, ends_at as to from deals
        where merchant_id = ${m} and code = 'GLOW15'`,
  );
  const locations = await rowsOf<{ id: number }>(
    ctx,
    sql`select id::int from locations where merchant_id = ${m} order by id`,
  );
  const clients = await rowsOf<{ id: number }>(
    ctx,
    sql`select id::int from clients where merchant_id = ${m} and archived_at is null order by id`,
  );
  const tips = await rowsOf<{ location_id: number; pct: number[] }>(
    ctx,
    sql`select location_id::int, suggested_pct::float8[] as pct from tip_settings
        where merchant_id = ${m} and enabled order by location_id`,
  );
  return {
    tips: new Map(tips.map((t) => [t.location_id, t.pct.map(Number)])),
    ownerId: owner.id,
    locations: locations.map((l) => l.id),
    pay: {
      card: first("card"),
      cash: first("cash"),
      voucher: first("voucher"),
      other: types.filter((t) => t.kind === "other").map((t) => t.id),
    },
    stock,
    products: [...new Set(levels.map((l) => l.product_id))],
    voucherTypes: vts.map((v) => ({
      id: v.id,
      name: v.name,
      serviceIds:
        v.redeemable_for === "any" ? null : (vtServices.get(v.id) ?? new Set()),
    })),
    memberships: mss.map((ms) => ({
      id: ms.id,
      name: ms.name,
      serviceIds:
        ms.services_scope === "all"
          ? null
          : (msServices.get(ms.id) ?? new Set()),
      locationIds: new Set(ms.locations),
    })),
    glow: {
      serviceIds: dealServices.get(glow.id) ?? new Set(),
      from: Date.parse(glow.from),
      to: Date.parse(glow.to),
    },
    clients: clients.map((c) => c.id),
  };
}

/**
 * Every sale of the demo in time order: one per completed appointment
 * (checked out a few minutes after it ends), plus about 10 % more without
 * one: product-only sales, vouchers (some long enough ago to have expired)
 * and memberships, at opening hours of the last six months.
 */
export async function planSales(
  ctx: SeedContext,
  rng: Rng,
  cat: Catalogue,
): Promise<SaleEvent[]> {
  const m = ctx.merchantId;
  const lines = await rowsOf<{
    appointment_id: number;
    location_id: number;
    client_id: number | null;
    end_at: string;
    id: number;
    service_id: number;
    pricing_option_id: number;
    team_member_id: number;
  }>(
    ctx,
    sql`select a.id::int as appointment_id, a.location_id::int, a.client_id::int, a.end_at,
          s.id::int, s.service_id::int, s.pricing_option_id::int, s.team_member_id::int
        from appointments a join appointment_services s on s.merchant_id = a.merchant_id and s.appointment_id = a.id
        where a.merchant_id = ${m} and a.status = 'completed' and a.end_at <= ${ctx.anchor.toISOString()}
          and a.end_at > ${new Date(ctx.anchor.getTime() - SALES_DAYS * DAY).toISOString()}
          and s.active
        order by a.end_at, a.id, s.sequence, s.id`,
  );
  const events: SaleEvent[] = [];
  let visit: Visit | undefined;
  for (const l of lines) {
    if (visit?.apptId !== l.appointment_id) {
      visit = {
        kind: "visit",
        // Checked out a few minutes after the end, and by "now" at the latest.
        at: Math.min(
          Date.parse(l.end_at) + rng.int(2, 15) * MINUTE,
          ctx.anchor.getTime(),
        ),
        apptId: l.appointment_id,
        locationId: l.location_id,
        clientId: l.client_id,
        lines: [],
      };
      events.push(visit);
    }
    visit.lines.push({
      id: l.id,
      service_id: l.service_id,
      pricing_option_id: l.pricing_option_id,
      team_member_id: l.team_member_id,
    });
  }
  const visits = events.length;
  const extra = (kind: Extra["kind"], day: number): Extra => {
    const time = `${String(rng.int(10, 18)).padStart(2, "0")}:${String(rng.int(0, 11) * 5).padStart(2, "0")}`;
    return {
      kind,
      at: Date.parse(at(ctx, day, time)),
      locationId: rng.pick(cat.locations),
      clientId: rng.chance(0.7) ? rng.pick(cat.clients) : null,
    };
  };
  // About 80 vouchers: a few sold more than six months ago (they expire), the rest spread out.
  for (let i = 0; i < 8; i++) events.push(extra("voucher", -rng.int(186, 189)));
  for (let i = 0; i < 72; i++) events.push(extra("voucher", -rng.int(2, 180)));
  // Memberships sold at the desk, weeks before a visit of the client that uses them.
  const sold = new Set<number>();
  for (const v of rng.shuffle(
    events.filter((e): e is Visit => e.kind === "visit"),
  )) {
    if (sold.size >= 30) break;
    if (v.clientId === null || sold.has(v.clientId)) continue;
    const ms = cat.memberships.find(
      (x) =>
        x.locationIds.has(v.locationId) &&
        v.lines.some(
          (l) => x.serviceIds === null || x.serviceIds.has(l.service_id),
        ),
    );
    if (!ms) continue;
    sold.add(v.clientId);
    const at = v.at - rng.int(2, 20) * DAY - rng.int(60, 300) * MINUTE;
    events.push({
      kind: "membership",
      at,
      locationId: v.locationId,
      clientId: v.clientId,
      membershipId: ms.id,
    });
  }
  // Product-only sales at the desk: about 10 % on top of the visits.
  const productSales = Math.round(visits * 0.1);
  for (let i = 0; i < productSales; i++)
    events.push(extra("products", -rng.int(0, SALES_DAYS - 1)));
  return events
    .filter((e) => e.at <= ctx.anchor.getTime())
    .sort((a, b) => a.at - b.at);
}
