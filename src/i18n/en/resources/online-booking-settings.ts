/** English texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings = {
  name: "Online booking |||| Online booking",
  fields: {
    enabled: "Online booking on",
    slug: "Booking page address",
    slot_interval_minutes: "Time slots every (minutes)",
    min_notice_minutes: "Minimum notice (minutes)",
    max_advance_days: "Book up to (days ahead)",
    client_cancel_notice_minutes: "Clients may cancel up to",
    allow_team_member_selection: "Clients choose the team member",
    allow_any_team_member: 'Offer "any available"',
    require_phone: "Phone number required",
    important_info_text: "Important information",
    disabled_message: "Message while booking is off",
  },
  sections: {
    times: "Times",
    clients: "Clients",
  },
  helper: {
    slug: "Lower-case letters, digits and dashes; unique across all businesses.",
  },
  validation: {
    slug: "Use 3 to 60 lower-case letters, digits and dashes, starting and ending with a letter or digit.",
  },
  minutes: "%{smart_count} minute before |||| %{smart_count} minutes before",
  slot_minutes: "%{smart_count} minute |||| %{smart_count} minutes",
  hours: "%{smart_count} hour before |||| %{smart_count} hours before",
};

export default onlineBookingSettings;
