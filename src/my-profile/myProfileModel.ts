/** Where "My profile" opens (the user menu, the therapist's "My day"). */
export const MY_PROFILE_PATH = "/my-profile";

/** GET me/team-member: the signed-in user's own team member (read-only). */
export interface MyTeamMember {
  id: number;
  first_name: string;
  last_name: string | null;
  job_title: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  calendar_colour: string;
  photo_path: string | null;
  /** The login sees and changes only this member's appointments (issue 23). */
  own_calendar_only?: boolean;
  locations: { id: number; name: string }[];
  services: { id: number; name: string }[];
  shifts: {
    location_id: number;
    location: string;
    time_zone: string;
    date: string;
    start_at: string;
    end_at: string;
  }[];
}
