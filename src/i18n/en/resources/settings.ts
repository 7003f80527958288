/** English texts of the settings screens (`resources.settings`). */
const settings = {
  name: "Settings",
  filters: {
    archived: "Archived only",
  },
  validation: {
    too_long: "Must be %{max} characters or fewer.",
    whole_number: "Enter a whole number.",
    min: "Must be at least %{min}.",
    max: "Must be %{max} or less.",
    timezone: "Choose a valid time zone, such as Europe/London.",
  },
};

export default settings;
