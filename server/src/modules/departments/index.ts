import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { departments, locations, teamMembers } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { refuseArchived, requiredText } from "../settings/fields.js";

const base = tableSchemas(
  createInsertSchema(departments, { name: () => requiredText(100) }),
  createSelectSchema(departments),
);

async function validateDepartment({ tx, body, existing }: HookContext) {
  await refuseArchived(
    tx,
    locations,
    "location_id",
    body.location_id,
    existing?.location_id,
    "This location is archived: choose another one.",
  );
  await refuseArchived(
    tx,
    teamMembers,
    "manager_team_member_id",
    body.manager_team_member_id,
    existing?.manager_team_member_id,
    "This team member is archived: choose another one.",
  );
}

/** Departments (service 14, DOMAIN §3.36); location null = all locations. */
export const departmentsResource = defineResource({
  name: "departments",
  table: departments,
  serviceId: 14,
  schemas: base,
  references: {
    location_id: locations,
    manager_team_member_id: teamMembers,
  },
  uniqueMessages: {
    departments_merchant_name_key: [
      "name",
      "Another department already has this name.",
    ],
  },
  hooks: { validate: validateDepartment },
});
