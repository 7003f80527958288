/** English texts of the clients resource (`resources.clients`). */
export default {
  name: "Client |||| Clients",
  fields: {
    id: "Id",
    first_name: "First name",
    last_name: "Last name",
    email: "E-mail",
    mobile: "Mobile",
    gender: "Gender",
    birthday: "Birthday",
    notes: "Notes",
    notify_email: "Appointment e-mails",
    notify_sms: "Appointment text messages",
    marketing_email_opt_in: "Marketing e-mails",
    marketing_sms_opt_in: "Marketing text messages",
    blocked_online: "Blocked from online booking",
    block_reason: "Reason for the block",
    referral_source_id: "Referral source",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
    referral_source_id: "Referral source",
  },
  genders: {
    female: "Female",
    male: "Male",
    non_binary: "Non-binary",
    unspecified: "Prefer not to say",
  },
  sections: {
    contact: "Contact",
    messages: "Messages",
    booking: "Online booking",
  },
  tabs: {
    details: "Details",
    appointments: "Appointments",
    sales: "Sales",
    vouchers: "Vouchers",
    memberships: "Memberships",
  },
  empty: {
    appointments: "No appointments yet. They will be listed here.",
    sales: "No sales yet. They will be listed here.",
    vouchers: "This client has not bought any vouchers yet.",
    memberships: "This client has no memberships yet.",
  },
  memberships: {
    membership_id: "Membership",
    start_date: "Starts",
    expiry_date: "Expires",
    sessions: "Sessions used",
    unlimited: "Unlimited",
    status: "Status",
    statuses: {
      active: "Active",
      expired: "Expired",
      cancelled: "Cancelled",
    },
  },
  actions: {
    back: "All clients",
  },
  header: {
    archived: "This client is archived.",
    blocked: "Blocked from online booking.",
    blocked_because: "Blocked from online booking: %{reason}",
  },
  notifications: {
    contact_missing:
      "Add an e-mail or a mobile number so the client can be reached.",
  },
};
