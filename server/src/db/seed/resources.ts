import {
  resourceCategories,
  resourceHourOverrides,
  resourceWorkingHours,
  resources,
} from "../schema/index.js";
import { addDays, mondayOf, nextWeekday } from "./dates.js";
import { indexBy, insertAll, stamped, type SeedContext } from "./context.js";
import type { Business } from "./business.js";

export type ResourceKey =
  "lotus" | "bamboo" | "jade" | "chair1" | "chair2" | "laser";
export interface Resource {
  id: number;
  locationId: number;
}
export type Resources = Record<ResourceKey, Resource>;

/** Three categories, six rooms and machines (the double room holds two bookings), working hours on the laser (part-time lease) and one service day. */
export async function seedResources(
  ctx: SeedContext,
  business: Business,
): Promise<Resources> {
  const { tx, merchantId: merchant_id } = ctx;
  const [innere, neubau] = business.locations;

  const cats = await tx
    .insert(resourceCategories)
    .values(
      stamped(ctx, resourceCategories, [
        {
          merchant_id,
          name: "Treatment room",
          description:
            "Private rooms for massages, facials and body treatments",
          colour: "#26A69A",
        },
        {
          merchant_id,
          name: "Pedicure chair",
          description: "Spa chairs with foot baths",
          colour: "#AB47BC",
        },
        {
          merchant_id,
          name: "Laser machine",
          description: "Hair removal and skin rejuvenation devices",
          colour: "#546E7A",
        },
      ]),
    )
    .returning({ id: resourceCategories.id, name: resourceCategories.name });
  const cat = indexBy(cats, "name");

  const defs: {
    key: ResourceKey;
    name: string;
    category: string;
    loc: number;
    code: string;
    description: string;
    colour: string;
    sort: number;
    /** Bookings at the same time (default 1). */
    capacity?: number;
  }[] = [
    {
      key: "lotus",
      name: "Lotus room",
      category: "Treatment room",
      loc: innere.id,
      code: "LOT",
      description: "Double room, suitable for couples",
      colour: "#80CBC4",
      sort: 1,
      capacity: 2,
    },
    {
      key: "bamboo",
      name: "Bamboo room",
      category: "Treatment room",
      loc: innere.id,
      code: "BAM",
      description: "Single room with a heated table",
      colour: "#A5D6A7",
      sort: 2,
    },
    {
      key: "laser",
      name: "Alexandrite laser",
      category: "Laser machine",
      loc: innere.id,
      code: "LAS",
      description:
        "Leased part-time: Monday, Wednesday, Friday and Saturday morning",
      colour: "#90A4AE",
      sort: 3,
    },
    {
      key: "jade",
      name: "Jade room",
      category: "Treatment room",
      loc: neubau.id,
      code: "JAD",
      description: "Single room with a steam shower",
      colour: "#81D4FA",
      sort: 1,
    },
    {
      key: "chair1",
      name: "Pedicure chair 1",
      category: "Pedicure chair",
      loc: neubau.id,
      code: "PC1",
      description: "Window side",
      colour: "#CE93D8",
      sort: 2,
    },
    {
      key: "chair2",
      name: "Pedicure chair 2",
      category: "Pedicure chair",
      loc: neubau.id,
      code: "PC2",
      description: "Back of the studio",
      colour: "#F48FB1",
      sort: 3,
    },
  ];
  const rows = await tx
    .insert(resources)
    .values(
      stamped(
        ctx,
        resources,
        defs.map((d) => ({
          merchant_id,
          name: d.name,
          resource_category_id: cat(d.category).id,
          location_id: d.loc,
          code: d.code,
          description: d.description,
          calendar_colour: d.colour,
          capacity: d.capacity ?? 1,
          sort_order: d.sort,
        })),
      ),
    )
    .returning({ id: resources.id, code: resources.code });
  const byCode = indexBy(rows, "code");
  const out = {} as Resources;
  for (const d of defs)
    out[d.key] = { id: byCode(d.code).id, locationId: d.loc };

  await insertAll(ctx, resourceWorkingHours, [
    {
      merchant_id,
      resource_id: out.laser.id,
      start_date: mondayOf(addDays(ctx.today, -120)),
      end_date: null,
      repeat_weeks: 1,
      weeks: [
        {
          mon: [{ start: "09:00", end: "18:00" }],
          wed: [{ start: "09:00", end: "18:00" }],
          fri: [{ start: "09:00", end: "18:00" }],
          sat: [{ start: "09:00", end: "14:00" }],
        },
      ],
    },
  ]);
  await insertAll(ctx, resourceHourOverrides, [
    {
      merchant_id,
      resource_id: out.laser.id,
      date: nextWeekday(addDays(ctx.today, 15), 2), // a Wednesday
      intervals: [],
      note: "Annual service by the manufacturer",
    },
  ]);
  return out;
}
