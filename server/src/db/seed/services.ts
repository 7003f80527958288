import {
  serviceAvailability,
  serviceLocations,
  servicePricingOptions,
  serviceResources,
  serviceTeamMembers,
  services,
  treatmentTypes,
} from "../schema/index.js";
import { addDays } from "./dates.js";
import { indexBy, insertAll, stamped, type SeedContext } from "./context.js";
import type { Business } from "./business.js";
import type { ResourceKey, Resources } from "./resources.js";
import type { MemberKey, Team } from "./team.js";

export const TREATMENT_TYPES = [
  {
    name: "Massage",
    colour: "#4F86C6",
    description: "Relaxing and therapeutic massages",
  },
  {
    name: "Facials",
    colour: "#C2185B",
    description: "Skin care, lashes and brows",
  },
  {
    name: "Nails",
    colour: "#8E24AA",
    description: "Manicures, pedicures and nail art",
  },
  {
    name: "Waxing",
    colour: "#F57C00",
    description: "Hair removal with warm and hot wax",
  },
  {
    name: "Body",
    colour: "#2E7D32",
    description: "Scrubs, wraps and body treatments",
  },
  {
    name: "Laser",
    colour: "#455A64",
    description: "Laser hair removal and skin rejuvenation",
  },
] as const;
type TypeName = (typeof TREATMENT_TYPES)[number]["name"];

/** [name, minutes, price in cents, options]. Prices include tax (the merchant's prices_include_tax). */
type Option = [
  string | null,
  number,
  number,
  { type?: "from" | "free"; special?: number }?,
];

interface ServiceDef {
  name: string;
  type: TypeName;
  description: string;
  options: Option[];
  staff: MemberKey[];
  extra?: ["processing_after" | "blocked_after", number];
  /** Paid when booking online: a fixed amount in cents, or a percentage of the price. */
  deposit?: ["fixed" | "percentage", number];
  resources?: ResourceKey[];
  online?: false;
  vouchers?: false;
  commission?: false;
  zeroTax?: true;
}

/** 40 services, 10 with several pricing options, 5 with extra time, 6 that need a resource, 4 with a deposit. */
export const SERVICES: readonly ServiceDef[] = [
  // Massage
  {
    name: "Swedish massage",
    type: "Massage",
    description: "Classic full-body massage with long, flowing strokes.",
    options: [
      ["30 min", 30, 4900],
      ["60 min", 60, 7900],
      ["90 min", 90, 10900],
    ],
    staff: ["marco", "kenji", "sofia"],
  },
  {
    name: "Deep tissue massage",
    type: "Massage",
    description: "Firm pressure for chronic tension in deeper muscle layers.",
    options: [
      ["60 min", 60, 8900],
      ["90 min", 90, 11900],
    ],
    staff: ["marco", "kenji", "sofia"],
  },
  {
    name: "Hot stone massage",
    type: "Massage",
    description: "Warm basalt stones melt away tension.",
    options: [[null, 75, 9900]],
    staff: ["marco", "kenji"],
    extra: ["blocked_after", 15],
    deposit: ["fixed", 2000],
  },
  {
    name: "Aromatherapy massage",
    type: "Massage",
    description:
      "Gentle massage with a blend of essential oils of your choice.",
    options: [
      ["60 min", 60, 8400],
      ["90 min", 90, 11400],
    ],
    staff: ["marco", "sofia", "olga"],
  },
  {
    name: "Sports massage",
    type: "Massage",
    description: "Targeted work for athletes, before or after training.",
    options: [
      ["45 min", 45, 6900],
      ["60 min", 60, 8500],
    ],
    staff: ["kenji", "marco"],
  },
  {
    name: "Express lunch massage",
    type: "Massage",
    description: "A quick back and shoulder massage for the lunch break.",
    options: [[null, 20, 3500]],
    staff: ["marco", "kenji", "sofia"],
  },
  {
    name: "Couples massage",
    type: "Massage",
    description: "Two therapists, two guests, side by side.",
    options: [[null, 60, 16900]],
    staff: ["marco", "kenji"],
    online: false,
    deposit: ["fixed", 5000],
  },
  {
    name: "Head, neck & shoulder massage",
    type: "Massage",
    description: "Releases tension from desk work.",
    options: [[null, 30, 4500]],
    staff: ["marco", "kenji", "sofia"],
  },
  // Facials
  {
    name: "Signature facial",
    type: "Facials",
    description:
      "Cleanse, exfoliation, mask and massage tailored to your skin.",
    options: [
      ["60 min", 60, 8900],
      ["90 min", 90, 11900],
    ],
    staff: ["sofia", "lena", "olga"],
  },
  {
    name: "Express facial",
    type: "Facials",
    description: "A quick refresh for busy days.",
    options: [[null, 30, 4900, { special: 3900 }]],
    staff: ["sofia", "lena", "chloe", "olga"],
  },
  {
    name: "Hydrating facial",
    type: "Facials",
    description: "Hyaluronic treatment for dry and dehydrated skin.",
    options: [[null, 60, 9500]],
    staff: ["lena", "olga", "sofia"],
  },
  {
    name: "Anti-ageing facial",
    type: "Facials",
    description: "Peptides and LED light to smooth fine lines.",
    options: [[null, 75, 11900]],
    staff: ["lena", "olga", "chloe"],
  },
  {
    name: "Deep cleansing facial",
    type: "Facials",
    description: "Steam, extractions and a clarifying mask.",
    options: [[null, 60, 8500]],
    staff: ["lena", "olga", "sofia"],
  },
  {
    name: "Lash lift & tint",
    type: "Facials",
    description: "Curled and tinted lashes for up to eight weeks.",
    options: [[null, 45, 5900]],
    staff: ["lena"],
    extra: ["processing_after", 15],
  },
  {
    name: "Brow shape & tint",
    type: "Facials",
    description: "Shaping with wax and tweezers, then tint.",
    options: [[null, 30, 2900]],
    staff: ["lena", "olga"],
  },
  {
    name: "Skin consultation",
    type: "Facials",
    description: "Free skin analysis and a home-care plan.",
    options: [[null, 15, 0, { type: "free" }]],
    staff: ["lena", "chloe", "sofia"],
    vouchers: false,
    commission: false,
    zeroTax: true,
  },
  // Nails
  {
    name: "Classic manicure",
    type: "Nails",
    description: "Shape, cuticle care and hand massage.",
    options: [
      ["Without polish", 30, 3200],
      ["With polish", 45, 4200],
    ],
    staff: ["lena", "amira"],
  },
  {
    name: "Gel manicure",
    type: "Nails",
    description: "Long-lasting gel polish, cured under UV light.",
    options: [[null, 60, 4900]],
    staff: ["lena", "amira"],
    extra: ["processing_after", 10],
  },
  {
    name: "Gel removal",
    type: "Nails",
    description: "Gentle removal of gel polish.",
    options: [[null, 15, 1500]],
    staff: ["lena", "amira"],
  },
  {
    name: "Classic pedicure",
    type: "Nails",
    description: "Foot bath, nail and cuticle care, polish.",
    options: [[null, 45, 4500]],
    staff: ["amira"],
    resources: ["chair1", "chair2"],
  },
  {
    name: "Spa pedicure",
    type: "Nails",
    description: "Our classic pedicure with scrub, mask and massage.",
    options: [
      ["60 min", 60, 5900],
      ["75 min with mask", 75, 6900],
    ],
    staff: ["amira"],
    resources: ["chair1", "chair2"],
  },
  {
    name: "Nail art",
    type: "Nails",
    description: "Designs per set of nails; price depends on the design.",
    options: [[null, 15, 1000, { type: "from" }]],
    staff: ["amira"],
    online: false,
  },
  {
    name: "French manicure",
    type: "Nails",
    description: "Timeless white tips.",
    options: [[null, 45, 4500]],
    staff: ["lena", "amira"],
  },
  {
    name: "Acrylic full set",
    type: "Nails",
    description: "Acrylic extensions, shaped and polished.",
    options: [[null, 90, 7500]],
    staff: ["amira"],
  },
  // Waxing
  {
    name: "Eyebrow wax",
    type: "Waxing",
    description: "Clean brow shaping with warm wax.",
    options: [[null, 15, 1500]],
    staff: ["lena", "amira", "olga"],
  },
  {
    name: "Upper lip wax",
    type: "Waxing",
    description: "Quick and gentle.",
    options: [[null, 15, 1200]],
    staff: ["lena", "amira", "olga"],
  },
  {
    name: "Underarm wax",
    type: "Waxing",
    description: "Hot wax for sensitive skin.",
    options: [[null, 15, 1900]],
    staff: ["lena", "amira", "olga"],
  },
  {
    name: "Half leg wax",
    type: "Waxing",
    description: "Lower or upper legs.",
    options: [[null, 30, 3500]],
    staff: ["lena", "olga"],
  },
  {
    name: "Leg wax",
    type: "Waxing",
    description: "Full legs, optionally with bikini line.",
    options: [
      ["Full leg", 45, 5200],
      ["Full leg & bikini", 60, 6500],
    ],
    staff: ["lena", "olga"],
  },
  {
    name: "Brazilian wax",
    type: "Waxing",
    description: "Hot wax, performed with care.",
    options: [[null, 30, 4500]],
    staff: ["lena", "olga"],
  },
  // Body
  {
    name: "Body scrub",
    type: "Body",
    description: "Sea salt exfoliation for smooth skin.",
    options: [[null, 45, 6500, { special: 5500 }]],
    staff: ["marco", "olga"],
  },
  {
    name: "Detox body wrap",
    type: "Body",
    description: "Seaweed wrap; you rest while it works.",
    options: [[null, 60, 8900]],
    staff: ["marco", "olga"],
    extra: ["processing_after", 20],
  },
  {
    name: "Back treatment",
    type: "Body",
    description: "Deep cleanse and mask for the back.",
    options: [[null, 45, 6900]],
    staff: ["marco", "kenji"],
  },
  {
    name: "Cellulite treatment",
    type: "Body",
    description: "Cupping massage and firming serum.",
    options: [
      ["45 min", 45, 5900],
      ["60 min", 60, 7900],
    ],
    staff: ["marco", "kenji"],
  },
  {
    name: "Spray tan",
    type: "Body",
    description: "An even, natural-looking tan in minutes.",
    options: [
      ["Half body", 15, 2500],
      ["Full body", 30, 3500],
    ],
    staff: ["olga"],
    extra: ["blocked_after", 10],
  },
  {
    name: "Lymphatic drainage",
    type: "Body",
    description: "Light rhythmic massage that reduces swelling.",
    options: [[null, 60, 8900]],
    staff: ["kenji", "marco"],
  },
  // Laser
  {
    name: "Laser hair removal – underarms",
    type: "Laser",
    description: "Alexandrite laser; a course of 6–8 sessions is recommended.",
    options: [[null, 15, 5900]],
    staff: ["chloe"],
    resources: ["laser"],
  },
  {
    name: "Laser hair removal – full legs",
    type: "Laser",
    description: "Alexandrite laser for both legs.",
    options: [[null, 60, 19900]],
    staff: ["chloe"],
    resources: ["laser"],
    deposit: ["percentage", 25],
  },
  {
    name: "Laser hair removal – face",
    type: "Laser",
    description: "Upper lip, chin and cheeks.",
    options: [[null, 15, 4900]],
    staff: ["chloe"],
    resources: ["laser"],
  },
  {
    name: "IPL skin rejuvenation",
    type: "Laser",
    description: "Evens out pigmentation and redness.",
    options: [[null, 45, 14900]],
    staff: ["chloe"],
    resources: ["laser"],
    deposit: ["percentage", 30],
  },
];

export type Services = (name: string) => { id: number };

/** Treatment types, services with pricing options, their locations, team members and resources, and two availability rules. */
export async function seedServices(
  ctx: SeedContext,
  business: Business,
  team: Team,
  res: Resources,
): Promise<Services> {
  const { tx, merchantId: merchant_id } = ctx;

  const types = await tx
    .insert(treatmentTypes)
    .values(
      stamped(
        ctx,
        treatmentTypes,
        TREATMENT_TYPES.map((t, i) => ({
          merchant_id,
          ...t,
          sort_order: i + 1,
        })),
      ),
    )
    .returning({ id: treatmentTypes.id, name: treatmentTypes.name });
  const type = indexBy(types, "name");

  const sortInType = new Map<string, number>();
  const rows = await tx
    .insert(services)
    .values(
      stamped(
        ctx,
        services,
        SERVICES.map((s) => {
          const sort = (sortInType.get(s.type) ?? 0) + 1;
          sortInType.set(s.type, sort);
          return {
            merchant_id,
            name: s.name,
            description: s.description,
            treatment_type_id: type(s.type).id,
            extra_time_type: s.extra?.[0] ?? "none",
            extra_time_minutes: s.extra?.[1] ?? null,
            deposit_type: s.deposit?.[0] ?? "none",
            deposit_amount: s.deposit?.[0] === "fixed" ? s.deposit[1] : null,
            deposit_percent:
              s.deposit?.[0] === "percentage" ? s.deposit[1] : null,
            resources_required: Boolean(s.resources?.length),
            online_booking_enabled: s.online ?? true,
            voucher_sales_enabled: s.vouchers ?? true,
            commission_enabled: s.commission ?? true,
            tax_rate_id: s.zeroTax ? business.taxZeroId : null,
            sort_order: sort,
          };
        }),
      ),
    )
    .returning({ id: services.id, name: services.name });
  const service = indexBy(rows, "name");

  await insertAll(
    ctx,
    servicePricingOptions,
    SERVICES.flatMap((s) =>
      s.options.map(([name, minutes, price, opt], i) => ({
        merchant_id,
        service_id: service(s.name).id,
        name: name ?? `${minutes} min`,
        duration_minutes: minutes,
        price_type: opt?.type ?? "fixed",
        price,
        special_price: opt?.special ?? null,
        sort_order: i + 1,
      })),
    ),
  );

  // A service is offered where its team works; one that needs a resource only where the resource is.
  const locationsOf = (s: ServiceDef) => {
    const ids = new Set(s.staff.flatMap((k) => team[k].locationIds));
    if (s.resources?.length) {
      const at = new Set(s.resources.map((r) => res[r].locationId));
      for (const id of ids) if (!at.has(id)) ids.delete(id);
    }
    return business.locations.map((l) => l.id).filter((id) => ids.has(id));
  };
  await insertAll(
    ctx,
    serviceLocations,
    SERVICES.flatMap((s) =>
      locationsOf(s).map((location_id) => ({
        service_id: service(s.name).id,
        location_id,
      })),
    ),
  );
  await insertAll(
    ctx,
    serviceTeamMembers,
    SERVICES.flatMap((s) =>
      s.staff.map((k) => ({
        service_id: service(s.name).id,
        team_member_id: team[k].id,
      })),
    ),
  );
  await insertAll(
    ctx,
    serviceResources,
    SERVICES.flatMap((s) =>
      (s.resources ?? []).map((r) => ({
        service_id: service(s.name).id,
        resource_id: res[r].id,
      })),
    ),
  );

  const [innere] = business.locations;
  await insertAll(ctx, serviceAvailability, [
    {
      merchant_id,
      service_id: service("Express lunch massage").id,
      location_id: null,
      rules: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        start: "11:00",
        end: "14:30",
      })),
      channels: "both",
    },
    {
      merchant_id,
      service_id: service("Laser hair removal – full legs").id,
      location_id: innere.id,
      rules: [1, 3, 5].map((weekday) => ({
        weekday,
        start: "09:00",
        end: "16:00",
      })),
      date_from: addDays(ctx.today, -30),
      channels: "online",
    },
  ]);

  return service;
}
