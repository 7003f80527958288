/** English texts of the close-dates screens (`resources.close-dates`). */
const closeDates = {
  name: "Closed date |||| Closed dates",
  fields: {
    start_date: "From",
    end_date: "To",
    description: "Description",
    location_ids: "Locations",
    location_id: "Location",
    on_or_after: "On or after",
    on_or_before: "On or before",
  },
  all_locations: "All locations",
  validation: {
    end_before_start: "The end date cannot be before the start date.",
    locations: "Choose at least one location.",
  },
  booked: {
    title: "Appointments on these days",
    intro:
      "%{smart_count} appointment is still booked on these days. Open its day in the calendar to move or cancel it. |||| %{smart_count} appointments are still booked on these days. Open their day in the calendar to move or cancel them.",
    more: "…and %{smart_count} more. |||| …and %{smart_count} more.",
    walk_in: "Walk-in",
    close: "Close",
  },
  empty: {
    title: "No closed dates yet",
    invite: "Add holidays and other days when a location takes no bookings.",
  },
};

export default closeDates;
