import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { sql } from "drizzle-orm";
import {
  departments,
  locations,
  services,
  serviceTeamMembers,
  teamMemberLocations,
  teamMembers,
} from "../../db/schema/index.js";
import { GRANTABLE_SERVICE_IDS } from "../../lib/access.js";
import { badRequest } from "../../lib/httpErrors.js";
import { defineResource } from "../../lib/crudRoutes.js";
import {
  hexColour,
  isoDate,
  recordIdParam,
  tableSchemas,
} from "../../lib/schemas.js";
import { emailField, phoneNumberField } from "../../lib/contactFields.js";
import {
  disableLoginOnDelete,
  dropStaffLogin,
  guardLoginDelete,
} from "./staffLoginDelete.js";
import {
  syncStaffLogin,
  validateStaffLogin,
  withLoginFields,
} from "./staffLogin.js";

const base = tableSchemas(
  createInsertSchema(teamMembers, {
    first_name: (s) => s.trim().min(1).max(100),
    last_name: (s) => s.trim().max(100),
    email: () => emailField.nullable().optional(),
    mobile: () => phoneNumberField.nullable().optional(),
    phone: () => phoneNumberField.nullable().optional(),
    job_title: (s) => s.trim().max(100),
    calendar_colour: () => hexColour.optional(),
    employment_start: () => isoDate.nullable().optional(),
    employment_end: () => isoDate.nullable().optional(),
    sort_order: (s) => s.min(0).max(10_000),
  }),
  createSelectSchema(teamMembers),
);

const permissionIds = z
  .array(
    z
      .number()
      .int()
      .refine(
        (id) => (GRANTABLE_SERVICE_IDS as readonly number[]).includes(id),
        "Unknown area.",
      ),
  )
  .max(GRANTABLE_SERVICE_IDS.length);

/** Staff login fields accepted on writes (the password is never sent back). */
const loginInput = {
  login_enabled: z.boolean().optional(),
  password: z.string().max(200).nullable().optional(),
  permissions: permissionIds.optional(),
  /** The calendar narrowed to the member's own appointments (calendar/ownCalendar.ts). */
  own_calendar_only: z.boolean().optional(),
};

const filterId = recordIdParam;
const idFilter = (name: string, value: unknown) => {
  const id = filterId.safeParse(value);
  if (!id.success)
    throw badRequest(`Invalid filter value for "${name}".`, {
      [name]: "Invalid filter value.",
    });
  return id.data;
};

const employmentOrder = (v: Record<string, unknown>) =>
  !v.employment_start ||
  !v.employment_end ||
  String(v.employment_end) >= String(v.employment_start);
const orderMessage = {
  message: "The end date cannot be before the start date.",
  path: ["employment_end"],
};

/** Team members (service 16, DOMAIN §3.17) with their optional staff login. */
export const teamMembersResource = defineResource({
  name: "team-members",
  table: teamMembers,
  serviceId: 16,
  phoneFields: ["mobile", "phone"],
  schemas: {
    create: base.create
      .extend(loginInput)
      .refine(employmentOrder, orderMessage) as unknown as z.ZodObject,
    update: base.update
      .extend(loginInput)
      .refine(employmentOrder, orderMessage) as unknown as z.ZodObject,
    record: base.record.extend({
      has_login: z.boolean(),
      login_enabled: z.boolean(),
      permissions: z.array(z.number()),
      own_calendar_only: z.boolean(),
    }),
  },
  references: { department_id: departments },
  links: {
    location_ids: {
      table: teamMemberLocations,
      from: teamMemberLocations.team_member_id,
      to: teamMemberLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location where this member works.",
    },
    service_ids: {
      table: serviceTeamMembers,
      from: serviceTeamMembers.team_member_id,
      to: serviceTeamMembers.service_id,
      target: services,
    },
  },
  files: { photo_path: {} },
  customFilters: {
    /** Members who work at a location (team_member_locations). */
    location_id: (value) =>
      sql`exists (select 1 from ${teamMemberLocations} where ${teamMemberLocations.merchant_id} = ${teamMembers.merchant_id} and ${teamMemberLocations.team_member_id} = ${teamMembers.id} and ${teamMemberLocations.location_id} = ${idFilter("location_id", value)})`,
    /** Members who perform a service (service_team_members). */
    service_id: (value) =>
      sql`exists (select 1 from ${serviceTeamMembers} where ${serviceTeamMembers.merchant_id} = ${teamMembers.merchant_id} and ${serviceTeamMembers.team_member_id} = ${teamMembers.id} and ${serviceTeamMembers.service_id} = ${idFilter("service_id", value)})`,
  },
  uniqueMessages: {
    users_email_key: [
      "email",
      "This e-mail is already used by another account.",
    ],
  },
  hooks: {
    validate: validateStaffLogin,
    afterWrite: syncStaffLogin,
    decorate: withLoginFields,
    async beforeDelete(ctx) {
      await guardLoginDelete(ctx);
      await disableLoginOnDelete(ctx);
    },
    afterDelete: dropStaffLogin,
  },
});
