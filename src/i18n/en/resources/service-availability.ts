/** English texts of the service-availability resource (`resources.service-availability`). */
export default {
  name: "Availability rule |||| Availability rules",
  fields: {
    id: "Id",
    service_id: "Service",
    location_id: "Location",
    channels: "Booking channel",
    rules: "Days and hours",
    weekday: "Day",
    start: "From",
    end: "To",
    date_from: "Valid from",
    date_to: "Valid until",
    created_at: "Created",
    updated_at: "Updated",
  },
  sections: {
    hours: "Days and hours",
    period: "Period (optional)",
  },
  channels: {
    both: "Online and in store",
    online: "Online only",
    in_store: "In store only",
  },
  weekdays: {
    1: "Monday",
    2: "Tuesday",
    3: "Wednesday",
    4: "Thursday",
    5: "Friday",
    6: "Saturday",
    7: "Sunday",
  },
  weekdays_short: {
    1: "Mon",
    2: "Tue",
    3: "Wed",
    4: "Thu",
    5: "Fri",
    6: "Sat",
    7: "Sun",
  },
  all_locations: "All locations",
  empty: {
    title: "No availability rules yet",
    invite:
      "Without rules a service can be booked whenever its team is working. Add a rule to limit the days and hours.",
  },
  validation: {
    time: "Enter a time.",
    end_after_start: "The end must be after the start.",
    overlap: "This period overlaps another one on the same day.",
    rules_required: "Add at least one period.",
    date_order: "The end date cannot be before the start date.",
  },
};
