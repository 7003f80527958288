/** English texts of the tip-settings screens (`resources.tip-settings`). */
const tipSettings = {
  name: "Tip settings |||| Tip settings",
  fields: {
    location_id: "Location",
    enabled: "Tips on",
    suggested_pct: "Suggested tips (%)",
    allow_custom: "Custom amount allowed",
    calculate_on: "Calculate on",
  },
  calculate_on: {
    before_tax: "Amount before tax",
    after_tax: "Amount after tax",
  },
  helper: {
    suggested_pct:
      "Up to 5 percentages from 5 to 100, in ascending order, e.g. 10, 15, 20.",
  },
  validation: {
    too_many: "Suggest at most 5 tips.",
    not_number: "Each suggested tip must be a number.",
    range: "Each suggested tip must be between 5 and 100 %.",
    decimals: "Use at most 2 decimal places.",
    ascending: "List the tips in ascending order, each once.",
  },
  empty: {
    title: "No tip settings yet",
    invite:
      "Set up tips for a location: suggested percentages and whether clients may enter their own amount.",
  },
};

export default tipSettings;
