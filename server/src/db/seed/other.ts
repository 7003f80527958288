import type { Tx } from "../client.js";
import {
  clients,
  serviceLocations,
  servicePricingOptions,
  serviceTeamMembers,
  services,
  taxRates,
  teamMemberLocations,
  teamMembers,
  treatmentTypes,
  users,
} from "../schema/index.js";
import { DEMO } from "./accounts.js";
import { insertMerchant, seedMerchantDefaults } from "./business.js";
import { withPhones } from "./phones.js";
import { at, createContext, indexBy, insertAll, stamped } from "./context.js";

export const OTHER_BUSINESS = {
  business_name: "Nordic Nail Studio",
  country_code: "SE",
  currency_code: "SEK",
  default_timezone: "Europe/Stockholm",
  default_language: "en",
  prices_include_tax: true,
  email: "hej@nordic-nails.example.com",
  phone: "+46812345670",
} as const;

export const OTHER_CLIENTS = [
  {
    first_name: "Astrid",
    last_name: "Holm",
    email: "astrid.holm@example.com",
    mobile: "+46701234561",
    gender: "female",
  },
  {
    first_name: "Maja",
    last_name: "Ek",
    email: "maja.ek@example.com",
    mobile: "+46701234562",
    gender: "female",
  },
  {
    first_name: "Liam",
    last_name: "Sjöberg",
    email: null,
    mobile: "+46701234563",
    gender: "male",
  },
  {
    first_name: "Ebba",
    last_name: "Lund",
    email: "ebba.lund@example.com",
    mobile: null,
    gender: "female",
  },
  {
    first_name: "Noa",
    last_name: "Falk",
    email: "noa.falk@example.com",
    mobile: "+46701234565",
    gender: "non_binary",
  },
] as const;

/**
 * A second, nearly empty merchant (one location, one team member, two
 * services, five clients) with its own owner login, so tenant isolation is
 * visible in the app and in tests.
 */
export async function seedOtherMerchant(
  tx: Tx,
  anchor: Date,
  hashes: Map<string, string>,
): Promise<number> {
  const ctx = createContext(
    tx,
    0,
    anchor,
    OTHER_BUSINESS.default_timezone,
    2,
    40,
  );
  const merchant_id = await insertMerchant(tx, {
    ...OTHER_BUSINESS,
    created_at: ctx.setupAt,
    updated_at: ctx.setupAt,
  });
  ctx.merchantId = merchant_id;

  await insertAll(ctx, users, [
    {
      merchant_id,
      email: DEMO.other.email,
      password_hash: hashes.get(DEMO.other.password)!,
      role: 2,
      name: DEMO.other.name,
    },
  ]);
  const [tax] = await tx
    .insert(taxRates)
    .values(
      stamped(ctx, taxRates, [
        { merchant_id, name: "Moms 25%", rate_pct: "25" },
      ]),
    )
    .returning({ id: taxRates.id });
  // As at sign-up: system payment types, the default invoice sequence and
  // the first location, here the studio's own.
  const [firstLocation] = await withPhones(
    [
      {
        name: "Nordic Nail Studio Södermalm",
        address_line1: "Götgatan 14",
        city: "Stockholm",
        postcode: "118 46",
        country_code: "SE",
        timezone: OTHER_BUSINESS.default_timezone,
        phone: OTHER_BUSINESS.phone,
        email: null,
        opening_hours: {
          mon: [{ start: "10:00", end: "19:00" }],
          tue: [{ start: "10:00", end: "19:00" }],
          wed: [{ start: "10:00", end: "19:00" }],
          thu: [{ start: "10:00", end: "19:00" }],
          fri: [{ start: "10:00", end: "19:00" }],
          sat: [{ start: "10:00", end: "16:00" }],
          sun: [],
        },
        default_service_tax_rate_id: tax.id,
        default_product_tax_rate_id: tax.id,
      },
    ],
    ["phone"],
    OTHER_BUSINESS.country_code,
  );
  const defaults = await seedMerchantDefaults(ctx, firstLocation);
  const location = { id: defaults.locationId };

  const [member] = await tx
    .insert(teamMembers)
    .values(
      stamped(ctx, teamMembers, [
        {
          merchant_id,
          first_name: "Freja",
          last_name: "Lund",
          email: "freja@nordic-nails.example.com",
          job_title: "Nail artist",
          calendar_colour: "#00897B",
          sort_order: 1,
        },
      ]),
    )
    .returning({ id: teamMembers.id });
  await insertAll(ctx, teamMemberLocations, [
    { team_member_id: member.id, location_id: location.id },
  ]);

  const [nails] = await tx
    .insert(treatmentTypes)
    .values(
      stamped(ctx, treatmentTypes, [
        { merchant_id, name: "Nails", colour: "#00897B", sort_order: 1 },
      ]),
    )
    .returning({ id: treatmentTypes.id });
  const svc = await tx
    .insert(services)
    .values(
      stamped(ctx, services, [
        {
          merchant_id,
          name: "Gel manicure",
          treatment_type_id: nails.id,
          sort_order: 1,
        },
        {
          merchant_id,
          name: "Classic pedicure",
          treatment_type_id: nails.id,
          sort_order: 2,
        },
      ]),
    )
    .returning({ id: services.id, name: services.name });
  const service = indexBy(svc, "name");
  await insertAll(ctx, servicePricingOptions, [
    {
      merchant_id,
      service_id: service("Gel manicure").id,
      name: "60 min",
      duration_minutes: 60,
      price: 59500,
    },
    {
      merchant_id,
      service_id: service("Classic pedicure").id,
      name: "50 min",
      duration_minutes: 50,
      price: 64500,
    },
  ]);
  await insertAll(
    ctx,
    serviceLocations,
    svc.map((s) => ({ service_id: s.id, location_id: location.id })),
  );
  await insertAll(
    ctx,
    serviceTeamMembers,
    svc.map((s) => ({ service_id: s.id, team_member_id: member.id })),
  );

  await insertAll(
    ctx,
    clients,
    await withPhones(
      OTHER_CLIENTS.map((c, i) => {
        const created = at(ctx, -30 + i * 6, "12:00");
        return { merchant_id, ...c, created_at: created, updated_at: created };
      }),
      ["mobile"],
      OTHER_BUSINESS.country_code,
    ),
  );
  return merchant_id;
}
