/** Record types the SPA uses (api-contract.md); no imports from server/. */

export type Gender = "female" | "male" | "non_binary" | "unspecified";

export interface Client {
  id: number;
  first_name: string;
  last_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  gender?: Gender | null;
  birthday?: string | null;
  notes?: string | null;
  notify_email: boolean;
  notify_sms: boolean;
  marketing_email_opt_in: boolean;
  marketing_sms_opt_in: boolean;
  blocked_online?: boolean | null;
  block_reason?: string | null;
  referral_source_id?: number | null;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export interface TeamMember {
  id: number;
  first_name: string;
  last_name?: string | null;
  email?: string | null;
  mobile?: string | null;
  phone?: string | null;
  job_title?: string | null;
  calendar_colour: string;
  employment_start?: string | null;
  employment_end?: string | null;
  bookable_online?: boolean;
  sort_order?: number | null;
  photo_path?: string | null;
  location_ids?: number[];
  service_ids?: number[];
  department_id?: number | null;
  login_enabled?: boolean;
  has_login?: boolean;
  password?: string;
  permissions?: number[];
  /** The calendar narrowed to the member's own appointments (issue 23). */
  own_calendar_only?: boolean;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}
