import { and, eq } from "drizzle-orm";
import {
  clientMemberships,
  clients,
  saleItems,
  users,
} from "../../../../server/src/db/schema";
import { checkoutSale } from "../../../../server/src/modules/sales/checkout";
import { unique, type AreaSamples, type Fixtures } from "./types";
import { ensureMembership, ensureReferralSource } from "./masterRows";

/** Any offset, so reminders never clash; disabled, so the 3-reminder cap never bites. */
const reminder = () => ({
  type: "reminder",
  reminder_offset_minutes: 60 + Math.floor(Math.random() * 40_000),
  enabled: false,
  show_price: true,
  channel_email: true,
  channel_sms: false,
  subject: "See you soon, {client_first_name}",
  body: `Hi {client_first_name}, see you on {date} at {time} at {location_name}. ${unique()}`,
});

/** Clients area (service 3). */
export const clientsSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    await ensureReferralSource(app, merchantId, fx);
  },
  samplePayload: {
    clients: (fx: Fixtures) => ({
      first_name: "Sample",
      last_name: `Client ${unique()}`,
      email: `client-${unique()}@example.com`,
      mobile: "+441234567890",
      gender: "female",
      birthday: "1990-05-17",
      notes: "Prefers mornings.",
      notify_email: true,
      notify_sms: false,
      referral_source_id: fx.referralSource,
    }),
    "client-notification-templates": reminder,
    "referral-sources": () => ({
      name: `Instagram ${unique()}`,
      sort_order: 2,
    }),
    "cancellation-reasons": () => ({
      name: `Feeling unwell ${unique()}`,
      initiated_by: "client",
      sort_order: 1,
    }),
  },
  sampleUpdate: {
    clients: () => ({ last_name: `Renamed ${unique()}`, notify_sms: true }),
    "client-notification-templates": () => ({
      body: `Reminder for {services} with {team_member}. ${unique()}`,
      show_price: false,
    }),
    "referral-sources": () => ({ name: `Renamed ${unique()}`, sort_order: 5 }),
    "cancellation-reasons": () => ({
      name: `Renamed ${unique()}`,
      initiated_by: "business",
    }),
  },
  invalidValues: {
    clients: [
      ["first_name", ""],
      ["first_name", "   "],
      ["first_name", "x".repeat(101)],
      ["email", "not-an-email"],
      ["mobile", "12ab"],
      ["gender", "x"],
      ["birthday", "2020-13-45"],
      ["birthday", "17/05/1990"],
      ["notify_email", "yes"],
      ["referral_source_id", 2_000_000_000],
      ["referral_source_id", "x"],
    ],
    "client-notification-templates": [
      ["type", "birthday"],
      ["body", ""],
      ["body", "Hello {first_name}"],
      ["subject", "Your {voucher_code}"],
      ["reminder_offset_minutes", 0],
      ["reminder_offset_minutes", 1.5],
      ["enabled", "yes"],
    ],
    "referral-sources": [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["sort_order", -1],
      ["is_default", "yes"],
    ],
    "cancellation-reasons": [
      ["name", " "],
      ["initiated_by", "staff"],
      ["sort_order", 1.5],
    ],
  },
  insertRow: {
    /** Sold through checkout (a membership item), so it points at its sale item. */
    "client-memberships": async (app, merchantId, fx) => {
      const membershipId = await ensureMembership(app, merchantId, fx);
      const [client] = await app.db
        .insert(clients)
        .values({ merchant_id: merchantId, first_name: `Member ${unique()}` })
        .returning();
      const [owner] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.merchant_id, merchantId), eq(users.role, 2)));
      const { saleId } = await app.db.transaction((tx) =>
        checkoutSale(
          tx,
          { merchantId, userId: owner.id },
          {
            location_id: fx.location,
            client_id: client.id,
            items: [{ item_type: "membership", item_id: membershipId }],
          },
        ),
      );
      const [row] = await app.db
        .select({ id: clientMemberships.id })
        .from(clientMemberships)
        .innerJoin(saleItems, eq(saleItems.id, clientMemberships.sale_item_id))
        .where(eq(saleItems.sale_id, saleId));
      return row;
    },
  },
};
