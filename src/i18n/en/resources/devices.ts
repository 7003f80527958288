/** English texts of the devices screens (`resources.devices`). */
const devices = {
  name: "Device |||| Devices",
  fields: {
    name: "Name",
    type: "Type",
    serial_number: "Serial number",
    location_id: "Location",
    status: "Status",
    paired_at: "Paired",
    last_seen_at: "Last seen",
    archived_at: "Archived",
  },
  types: {
    card_terminal: "Card terminal",
    receipt_printer: "Receipt printer",
    tablet: "Tablet",
    barcode_scanner: "Barcode scanner",
  },
  statuses: {
    active: "Active",
    offline: "Offline",
    retired: "Retired",
  },
  validation: {
    serial: "Use letters, digits, spaces and - . _ : / only.",
  },
  empty: {
    title: "No devices yet",
    invite:
      "Register your card terminals, printers and tablets to know where each one is.",
  },
};

export default devices;
