import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { resources } from "../resources/resources.js";
import { servicePricingOptions } from "../services/servicePricingOptions.js";
import { EXTRA_TIME_TYPES, services } from "../services/services.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { appointments } from "./appointments.js";
import { moneyCheck } from "../bounds.js";

const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "string" });

/**
 * The services of an appointment (DOMAIN §3.30), each with its own member,
 * resource, start and snapshots of the service (name, duration, extra time,
 * price). No double booking (DOMAIN §4.10) is backed by two exclusion
 * constraints (migration `appointment_exclusions`) over the rows with
 * `active` true: the member over [start_at, member_busy_until) (duration +
 * blocked_after), the resource over [start_at, resource_busy_until)
 * (duration + any extra time) unless it is shared (capacity > 1). An exclusion constraint cannot read the
 * appointment's status, so `active` mirrors it (a trigger keeps it in step
 * when the status changes) and the busy-until instants are stored; CHECKs
 * below keep them equal to what the snapshots say.
 */
export const appointmentServices = pgTable(
  "appointment_services",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    appointment_id: refColumn("appointment_id").notNull(),
    service_id: refColumn("service_id").notNull(),
    pricing_option_id: refColumn("pricing_option_id").notNull(),
    team_member_id: refColumn("team_member_id").notNull(),
    resource_id: refColumn("resource_id"),
    start_at: instant("start_at").notNull(),
    /** start_at + duration_minutes. */
    end_at: instant("end_at").notNull(),
    duration_minutes: integer("duration_minutes").notNull(),
    extra_time_type: text("extra_time_type").notNull().default("none"),
    extra_time_minutes: integer("extra_time_minutes").notNull().default(0),
    /** Snapshots (DOMAIN §1.2): editing the service never rewrites history. */
    service_name: text("service_name").notNull(),
    pricing_option_name: text("pricing_option_name"),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    is_requested_member: boolean("is_requested_member")
      .notNull()
      .default(false),
    sequence: integer("sequence").notNull().default(0),
    /** False once the appointment is cancelled or a no-show. */
    active: boolean("active").notNull().default(true),
    /**
     * The resource holds more than one booking at a time (capacity > 1 when
     * booked): the booking module counts them under the resource's row lock,
     * and the resource exclusion constraint leaves the row out.
     */
    resource_shared: boolean("resource_shared").notNull().default(false),
    member_busy_until: instant("member_busy_until").notNull(),
    resource_busy_until: instant("resource_busy_until").notNull(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.appointment_id, appointments, "cascade"),
    businessRef(t, t.service_id, services),
    businessRef(t, t.pricing_option_id, servicePricingOptions),
    businessRef(t, t.team_member_id, teamMembers),
    businessRef(t, t.resource_id, resources),
    index("appointment_services_appointment_idx").on(
      t.merchant_id,
      t.appointment_id,
    ),
    // The calendar frame's "who is booked at this location in the range" (any member).
    index("appointment_services_merchant_start_idx").on(
      t.merchant_id,
      t.start_at,
    ),
    index("appointment_services_member_start_idx").on(
      t.merchant_id,
      t.team_member_id,
      t.start_at,
    ),
    index("appointment_services_resource_start_idx")
      .on(t.merchant_id, t.resource_id, t.start_at)
      .where(sql`${t.resource_id} is not null`),
    index("appointment_services_service_idx").on(t.service_id),
    index("appointment_services_pricing_option_idx").on(t.pricing_option_id),
    enumCheck(
      "appointment_services_extra_time_type_check",
      t.extra_time_type,
      EXTRA_TIME_TYPES,
    ),
    check(
      "appointment_services_duration_check",
      sql`${t.duration_minutes} between 5 and 720`,
    ),
    check(
      "appointment_services_extra_time_check",
      sql`(${t.extra_time_type} = 'none' and ${t.extra_time_minutes} = 0) or (${t.extra_time_type} <> 'none' and ${t.extra_time_minutes} between 5 and 120)`,
    ),
    moneyCheck("appointment_services_price_check", t.price),
    // The stored instants say exactly what the snapshots say (timestamptz
    // minus timestamptz and make_interval are immutable).
    check(
      "appointment_services_end_check",
      sql`${t.end_at} - ${t.start_at} = make_interval(mins => ${t.duration_minutes})`,
    ),
    check(
      "appointment_services_member_busy_check",
      sql`${t.member_busy_until} - ${t.start_at} = make_interval(mins => ${t.duration_minutes} + case when ${t.extra_time_type} = 'blocked_after' then ${t.extra_time_minutes} else 0 end)`,
    ),
    check(
      "appointment_services_resource_busy_check",
      sql`${t.resource_busy_until} - ${t.start_at} = make_interval(mins => ${t.duration_minutes} + ${t.extra_time_minutes})`,
    ),
  ],
);
