import type { CatalogueOf } from "../../en";
import type enDevices from "../../en/resources/devices";

/** German texts of the devices screens (`resources.devices`). */
const devices: CatalogueOf<typeof enDevices> = {
  name: "Gerät |||| Geräte",
  fields: {
    name: "Name",
    type: "Typ",
    serial_number: "Seriennummer",
    location_id: "Standort",
    status: "Status",
    paired_at: "Gekoppelt",
    last_seen_at: "Zuletzt gesehen",
    archived_at: "Archiviert",
  },
  types: {
    card_terminal: "Kartenterminal",
    receipt_printer: "Bondrucker",
    tablet: "Tablet",
    barcode_scanner: "Barcodescanner",
  },
  statuses: {
    active: "Aktiv",
    offline: "Offline",
    retired: "Ausgemustert",
  },
  validation: {
    serial: "Nur Buchstaben, Ziffern, Leerzeichen und - . _ : / verwenden.",
  },
  empty: {
    title: "Noch keine Geräte",
    invite:
      "Erfassen Sie Kartenterminals, Drucker und Tablets, um zu wissen, wo sich jedes befindet.",
  },
};

export default devices;
