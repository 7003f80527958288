import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  type BusinessTarget,
  businessRef,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { departments } from "../departments/departments.js";

/** People who work for the business (DOMAIN §3.17); a staff login is a users row pointing here. */
export const teamMembers = pgTable(
  "team_members",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name"),
    email: text("email"),
    mobile: text("mobile"),
    phone: text("phone"),
    job_title: text("job_title"),
    calendar_colour: text("calendar_colour").notNull().default("#4F46E5"),
    employment_start: date("employment_start", { mode: "string" }),
    employment_end: date("employment_end", { mode: "string" }),
    bookable_online: boolean("bookable_online").notNull().default(true),
    sort_order: integer("sort_order").notNull().default(0),
    department_id: refColumn("department_id"),
    /** Uploaded photo (relative upload path). */
    photo_path: text("photo_path"),
    archived_at: archivedAt(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      teamMembers.first_name,
      teamMembers.last_name,
      teamMembers.email,
      teamMembers.job_title,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.department_id, (): BusinessTarget => departments),
    index("team_members_merchant_idx").on(t.merchant_id, t.sort_order, t.id),
    index("team_members_department_idx").on(t.department_id),
    searchIndex("team_members_search_idx", t.search_text),
  ],
);
