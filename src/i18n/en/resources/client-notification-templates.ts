/** English texts of the client message templates (`resources.client-notification-templates`). */
export default {
  name: "Client notification |||| Client notifications",
  empty: {
    title: "No client notifications yet",
    invite: "Add the messages your clients receive about their appointments.",
  },
  fields: {
    id: "Id",
    type: "Message",
    reminder_offset_minutes: "Sent",
    enabled: "Switched on",
    show_price: "Show the price",
    channel_email: "By e-mail",
    channel_sms: "By text message",
    subject: "E-mail subject",
    body: "Message text",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    type: "Message",
    enabled: "Switched on",
  },
  types: {
    reminder: "Appointment reminder",
    new_appointment: "New appointment",
    rescheduled_appointment: "Rescheduled appointment",
    cancelled_appointment: "Cancelled appointment",
    no_show: "No-show",
    thank_you: "Thank you for visiting",
  },
  offsets: {
    minutes: "%{count} minutes before",
    hours: "1 hour before |||| %{smart_count} hours before",
    days: "1 day before |||| %{smart_count} days before",
  },
  placeholders: {
    title: "Placeholders you can use",
    help: "Type a placeholder in braces, for example {client_first_name}; it is replaced when the message is sent.",
    client_first_name: "the client's first name",
    business_name: "your business name",
    location_name: "the location",
    location_address: "the location's address",
    date: "the appointment date",
    time: "the appointment time",
    services: "the booked services",
    team_member: "the team member",
    price: "the price (empty when the price is hidden)",
    manage_link: "a link to manage the booking",
  },
  validation: {
    unknown_placeholder:
      "Unknown placeholder %{names}. Use only the placeholders listed below.",
    offset_required:
      "Choose how long before the appointment the reminder is sent.",
    channel_required:
      "Choose e-mail, text message or both to send this message.",
  },
  notifications: {
    reminders_limit:
      "Up to 3 reminders can be switched on, each at a different time.",
  },
};
