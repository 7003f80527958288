import { sql, type SQL } from "drizzle-orm";

/** "Ada Moreau" from a first and an optional last name (an SQL alias of a clients or team_members row). */
export const personName = (alias: string): SQL =>
  sql.raw(
    `nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), '')`,
  );
