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
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
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
  notifications: {
    contact_missing:
      "Add an e-mail or a mobile number so the client can be reached.",
  },
};
