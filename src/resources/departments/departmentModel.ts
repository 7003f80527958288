import { cleanSettings, req, text } from "../settings/settingsModel";

export interface Department {
  id: number;
  name: string;
  location_id?: number | null;
  manager_team_member_id?: number | null;
  archived_at?: string | null;
}

export const departmentValidators = { name: [req, text(100)] };

export const transformDepartment = (
  values: Partial<Department>,
): Partial<Department> => cleanSettings(values);

/** A team member option as the picker shows it. */
export const memberName = (record?: {
  first_name?: string;
  last_name?: string | null;
}) => [record?.first_name, record?.last_name].filter(Boolean).join(" ");
