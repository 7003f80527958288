/**
 * The tags of the OpenAPI document, in the order of the menu (SPEC §2), each
 * described. Every route's tag must be listed here (tests/server/plugins/openapi.test.ts).
 */
export const OPENAPI_TAGS: { name: string; description: string }[] = [
  { name: "system", description: "Health of the API and its database." },
  {
    name: "auth",
    description:
      "Public account endpoints: sign in, sign up a business, forgotten and reset passwords.",
  },
  {
    name: "account",
    description:
      "The signed-in user's own account: password, staff permissions and their own team-member profile.",
  },
  {
    name: "files",
    description: "Images uploaded to the business: logo, products, team.",
  },
  // Calendar
  {
    name: "calendar",
    description:
      "The calendar's reads: free slots, a location's days (opening hours, working time, resource hours), every appointment and blocked time of a location's days, the client lookup for booking, and the live stream of appointment changes.",
  },
  {
    name: "appointments",
    description:
      "Appointments: booking without double booking, rescheduling and status changes.",
  },
  {
    name: "blocked-times",
    description:
      "Time a team member keeps free of bookings (lunch, a meeting, training), respected by free slots and booking.",
  },
  // Clients
  { name: "clients", description: "The business's clients." },
  {
    name: "client-notification-templates",
    description:
      "E-mail and SMS texts sent to clients about their appointments.",
  },
  {
    name: "referral-sources",
    description: "How clients heard of the business.",
  },
  {
    name: "cancellation-reasons",
    description: "Reasons offered when an appointment is cancelled.",
  },
  {
    name: "client-memberships",
    description:
      "Memberships sold to clients and their sessions; written by checkout, read here.",
  },
  // Products
  { name: "products", description: "Retail and professional products." },
  { name: "product-categories", description: "Product categories." },
  { name: "brands", description: "Product brands." },
  { name: "suppliers", description: "Product suppliers." },
  // Inventory
  {
    name: "stock-levels",
    description:
      "Stock on hand per product and location, with status and value; read-only.",
  },
  {
    name: "stock-adjustments",
    description:
      "Manual stock changes with a reason: increase, decrease, internal use.",
  },
  {
    name: "stock-movements",
    description:
      "The stock ledger: every stock change, append-only and read-only.",
  },
  {
    name: "purchase-orders",
    description:
      "Orders to suppliers: draft, ordered, received in one or more deliveries (each posts stock), cancelled or closed short; e-mailed to the supplier.",
  },
  {
    name: "stock-takes",
    description:
      "Stock counts of a location: a snapshot of expected quantities, counts saved as they go, and on completion one stock adjustment per difference.",
  },
  // Team
  {
    name: "team-members",
    description: "Team members and their staff logins.",
  },
  {
    name: "shift-patterns",
    description: "Repeating weekly working hours of team members.",
  },
  {
    name: "shift-overrides",
    description: "A team member's hours on one date, replacing the pattern.",
  },
  { name: "time-off", description: "Team members' time off." },
  {
    name: "commission-plans",
    description: "Commission rules of each team member.",
  },
  // Resources
  {
    name: "resources",
    description: "Rooms and equipment that services book.",
  },
  { name: "resource-categories", description: "Resource categories." },
  {
    name: "resource-working-hours",
    description: "Repeating weekly hours of resources.",
  },
  {
    name: "resource-hour-overrides",
    description: "A resource's hours on one date.",
  },
  // Services
  {
    name: "treatment-types",
    description: "Groups of services such as massage, facial or nails.",
  },
  {
    name: "services",
    description: "Services and their pricing options.",
  },
  {
    name: "memberships",
    description: "Memberships for sale: sessions, validity, price.",
  },
  {
    name: "service-availability",
    description: "When a service may be booked.",
  },
  // Promote
  { name: "deals", description: "Promotion codes and flash sales." },
  { name: "voucher-types", description: "The vouchers the business sells." },
  {
    name: "vouchers",
    description:
      "Issued vouchers and their balances; written by sales, read here.",
  },
  // Sales
  {
    name: "sales",
    description:
      "Checkout, sales history, payments on a sale, voids and refunds (docs/checkout-api.md).",
  },
  {
    name: "payments",
    description:
      "The payments ledger: payments, their void reversals and refunds.",
  },
  { name: "refunds", description: "Refunds of sales, with their items." },
  // Reports
  {
    name: "reports",
    description:
      "Read-only reports (DOMAIN §5): rows, totals and the date basis for a range of local days, and each one's CSV export.",
  },
  // Settings
  { name: "locations", description: "The business's locations." },
  {
    name: "close-dates",
    description: "Dates when locations are closed.",
  },
  {
    name: "departments",
    description: "Departments of the business, per location or for all.",
  },
  {
    name: "invoice-sequences",
    description: "Invoice numbering per location.",
  },
  { name: "tax-rates", description: "Tax rates." },
  {
    name: "tip-settings",
    description: "Tip choices at checkout, per location.",
  },
  {
    name: "payment-types",
    description: "Payment types accepted at checkout.",
  },
  {
    name: "devices",
    description: "The register of the business's hardware devices.",
  },
  {
    name: "outbox",
    description:
      "Every message the business sends (owner only): sent, waiting and failed, with the reason, and resend.",
  },
  {
    name: "voucher-settings",
    description: "The business's voucher settings.",
  },
  {
    name: "business-details",
    description: "The business's name, contact and defaults.",
  },
  {
    name: "billing-details",
    description: "The business's billing details.",
  },
  {
    name: "online-booking-settings",
    description: "The business's online booking settings.",
  },
];
