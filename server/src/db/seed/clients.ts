import {
  cancellationReasons,
  clientNotificationTemplates,
  clients,
  referralSources,
} from "../schema/index.js";
import { addDays, daysBetween, zonedInstant } from "./dates.js";
import { indexBy, insertAll, stamped, type SeedContext } from "./context.js";
import { DEMO_BUSINESS } from "./business.js";
import { demoMobile, withPhones } from "./phones.js";
import { ascii, NATIONALITIES, NEUTRAL_NAMES, surnameFor } from "./names.js";

export const CLIENT_COUNT = 2000;

/** [name, weight among new clients]; the archived one only shows on older clients. */
const REFERRAL_SOURCES = [
  { name: "Walk-in", weight: 18, is_default: true },
  { name: "Instagram", weight: 22 },
  { name: "Google search", weight: 25 },
  { name: "Friend or family", weight: 18 },
  { name: "Facebook", weight: 7 },
  { name: "Booking portal", weight: 6 },
  { name: "Hotel concierge", weight: 3 },
  { name: "Newspaper ad", weight: 1, archived: true },
] as const;

export const CANCELLATION_REASONS = [
  { name: "Client is unwell", initiated_by: "client" },
  { name: "Schedule conflict", initiated_by: "client" },
  { name: "Booked by mistake", initiated_by: "client" },
  { name: "Travel or weather", initiated_by: "client" },
  { name: "Team member unavailable", initiated_by: "business" },
  { name: "Double booking", initiated_by: "business" },
  { name: "Other", initiated_by: "any" },
] as const;

const NOTES = [
  "Prefers firm pressure.",
  "Allergic to nut oils – use the neutral massage oil.",
  "Sensitive skin; patch test before new products.",
  "Pregnant – no hot stones or deep tissue.",
  "Likes a quiet treatment, no small talk.",
  "Prefers appointments after 17:00.",
  "Regular with Marco; ask before booking someone else.",
  "Wheelchair user: book the ground-floor room.",
  "Please call rather than text.",
  "VIP – offer a tea on arrival.",
];

const BLOCK_REASONS = [
  "Three no-shows in a row",
  "Unpaid balance from a previous visit",
  "Repeated late cancellations",
  "Rude to staff",
];

/** Referral sources, cancellation reasons, notification templates and 2,000 clients. */
export async function seedClients(ctx: SeedContext): Promise<void> {
  const { tx, merchantId: merchant_id, today } = ctx;
  const rng = ctx.rng.fork("clients");

  const sources = await tx
    .insert(referralSources)
    .values(
      stamped(
        ctx,
        referralSources,
        REFERRAL_SOURCES.map((s, i) => ({
          merchant_id,
          name: s.name,
          sort_order: i + 1,
          is_default: "is_default" in s,
          archived_at:
            "archived" in s
              ? zonedInstant(addDays(today, -120), "09:10", ctx.timeZone)
              : null,
        })),
      ),
    )
    .returning({ id: referralSources.id, name: referralSources.name });
  const source = indexBy(sources, "name");
  const activeSources = REFERRAL_SOURCES.filter((s) => !("archived" in s)).map(
    (s) => [source(s.name).id, s.weight] as const,
  );
  const newspaper = source("Newspaper ad").id;

  await insertAll(
    ctx,
    cancellationReasons,
    CANCELLATION_REASONS.map((r, i) => ({
      merchant_id,
      ...r,
      sort_order: i + 1,
    })),
  );

  await insertAll(
    ctx,
    clientNotificationTemplates,
    notificationTemplates(merchant_id),
  );

  // New clients spread over the last six months, oldest first so ids follow created_at.
  const created = Array.from({ length: CLIENT_COUNT }, () => {
    const daysAgo = rng.int(1, 182);
    return zonedInstant(
      addDays(today, -daysAgo),
      `${String(rng.int(8, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`,
      ctx.timeZone,
    );
  }).sort();

  const anchorMonth = Number(today.slice(5, 7));
  const emails = new Set<string>();
  const blocked = new Set(
    rng.sample(
      Array.from({ length: CLIENT_COUNT - 1 }, (_, i) => i + 1),
      7,
    ),
  );
  const natWeights = NATIONALITIES.map((n) => [n, n.weight] as const);

  const rows: (typeof clients.$inferInsert)[] = [];
  const redraws = ctx.rng.fork("client mobiles");
  const country = DEMO_BUSINESS.country_code;
  for (let i = 0; i < CLIENT_COUNT; i++) {
    const nat = rng.weighted(natWeights);
    const kind = rng.weighted([
      ["female", 72],
      ["male", 25],
      ["neutral", 3],
    ] as const);
    let first =
      kind === "female"
        ? rng.pick(nat.female)
        : kind === "male"
          ? rng.pick(nat.male)
          : rng.pick(NEUTRAL_NAMES);
    let last = surnameFor(rng.pick(nat.surnames), kind !== "male");
    let gender: string | null =
      kind === "female"
        ? "female"
        : kind === "male"
          ? "male"
          : rng.chance(0.6)
            ? "non_binary"
            : "unspecified";
    if (rng.chance(0.04)) gender = null;

    // The browser tests look for this client (e-mail and "Moreau" on the first page).
    if (i === 0) {
      first = "Ada";
      last = "Moreau";
      gender = "female";
    }

    let email: string | null = null;
    if (i === 0) email = "ada.moreau.0@example.com";
    else if (rng.chance(0.88)) {
      const f = ascii(first);
      const l = ascii(last);
      const yy = String(rng.int(60, 99));
      const local = rng.weighted([
        [`${f}.${l}`, 40],
        [`${f}${l}`, 15],
        [`${f[0]}.${l}`, 15],
        [`${f}.${l}${yy}`, 15],
        [`${f}_${l}`, 8],
        [`${l}.${f}`, 7],
      ] as const);
      const domain = rng.weighted([
        ["example.com", 50],
        ["example.net", 25],
        ["example.org", 25],
      ] as const);
      email = `${local}@${domain}`;
      for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
    }
    if (email) emails.add(email);

    let mobile: string | null = null;
    if (!email || rng.chance(0.92)) {
      const home = nat.dial !== "43" && rng.chance(0.3);
      const of = home ? nat : NATIONALITIES[0];
      mobile = demoMobile(
        redraws,
        of,
        rng.pick(of.mobilePrefixes),
        rng.digits(7),
        country,
      );
    }

    let birthday: string | null = null;
    const birthdayThisMonth = rng.chance(0.07);
    if (birthdayThisMonth || rng.chance(0.7)) {
      const year = rng.chance(0.8) ? rng.int(1972, 2002) : rng.int(1948, 2006);
      const month = birthdayThisMonth ? anchorMonth : rng.int(1, 12);
      birthday = `${year}-${String(month).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
    }

    const createdAt = created[i];
    const oldClient =
      createdAt < zonedInstant(addDays(today, -120), "00:00", ctx.timeZone);
    const referral_source_id = rng.chance(0.85)
      ? oldClient && rng.chance(0.05)
        ? newspaper
        : rng.weighted(activeSources)
      : null;

    let updatedAt = createdAt;
    if (rng.chance(0.2)) {
      const createdDay = createdAt.slice(0, 10);
      const span = Math.max(0, daysBetween(createdDay, today) - 1);
      if (span > 0)
        updatedAt = zonedInstant(
          addDays(createdDay, rng.int(1, span)),
          `${String(rng.int(9, 18)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`,
          ctx.timeZone,
        );
      if (updatedAt < createdAt) updatedAt = createdAt;
    }

    const isBlocked = blocked.has(i);
    rows.push({
      merchant_id,
      first_name: first,
      last_name: last,
      email,
      mobile,
      gender,
      birthday,
      referral_source_id,
      notes: rng.chance(0.07) ? rng.pick(NOTES) : null,
      notify_email: email !== null && rng.chance(0.95),
      notify_sms: mobile !== null && rng.chance(0.9),
      marketing_email_opt_in: email !== null && rng.chance(0.45),
      marketing_sms_opt_in: mobile !== null && rng.chance(0.25),
      blocked_online: isBlocked,
      block_reason: isBlocked ? rng.pick(BLOCK_REASONS) : null,
      created_at: createdAt,
      updated_at: updatedAt,
    });
  }
  await insertAll(ctx, clients, await withPhones(rows, ["mobile"], country));
}

/** All six types; two reminders (a day before by e-mail and SMS, two hours before by SMS). */
export function notificationTemplates(
  merchant_id: number,
): (typeof clientNotificationTemplates.$inferInsert)[] {
  return [
    {
      merchant_id,
      type: "reminder",
      reminder_offset_minutes: 1440,
      enabled: true,
      show_price: true,
      channel_email: true,
      channel_sms: true,
      subject: "See you tomorrow at {business_name}",
      body: "Hi {client_first_name}, this is a reminder of your {services} with {team_member} on {date} at {time} at {location_name}, {location_address}. Total: {price}. Need to change it? {manage_link}",
    },
    {
      merchant_id,
      type: "reminder",
      reminder_offset_minutes: 120,
      enabled: true,
      show_price: false,
      channel_email: false,
      channel_sms: true,
      subject: null,
      body: "{business_name}: see you at {time} today, {client_first_name}! {location_address}",
    },
    {
      merchant_id,
      type: "new_appointment",
      enabled: true,
      show_price: true,
      channel_email: true,
      channel_sms: false,
      subject: "Your appointment at {business_name} is booked",
      body: "Hi {client_first_name}, thank you for booking {services} with {team_member} on {date} at {time} at {location_name}. Price: {price}. Manage your booking: {manage_link}",
    },
    {
      merchant_id,
      type: "rescheduled_appointment",
      enabled: true,
      show_price: false,
      channel_email: true,
      channel_sms: true,
      subject: "Your appointment has moved",
      body: "Hi {client_first_name}, your {services} is now on {date} at {time} with {team_member} at {location_name}. Details: {manage_link}",
    },
    {
      merchant_id,
      type: "cancelled_appointment",
      enabled: true,
      show_price: false,
      channel_email: true,
      channel_sms: false,
      subject: "Your appointment was cancelled",
      body: "Hi {client_first_name}, your {services} on {date} at {time} has been cancelled. We hope to see you soon at {business_name}: {manage_link}",
    },
    {
      merchant_id,
      type: "no_show",
      enabled: false,
      show_price: false,
      channel_email: true,
      channel_sms: false,
      subject: "We missed you today",
      body: "Hi {client_first_name}, we missed you for your {services} at {time} today. Book a new time: {manage_link}",
    },
    {
      merchant_id,
      type: "thank_you",
      enabled: true,
      show_price: false,
      channel_email: true,
      channel_sms: false,
      subject: "Thank you for visiting {business_name}",
      body: "Hi {client_first_name}, thank you for your visit to {location_name} today. We would love to see you again: {manage_link}",
    },
  ];
}
