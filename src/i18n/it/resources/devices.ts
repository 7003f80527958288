import type { CatalogueOf } from "../../en";
import type enDevices from "../../en/resources/devices";

/** Italian texts of the devices screens (`resources.devices`). */
const devices: CatalogueOf<typeof enDevices> = {
  name: "Dispositivo |||| Dispositivi",
  fields: {
    name: "Nome",
    type: "Tipo",
    serial_number: "Numero di serie",
    location_id: "Sede",
    status: "Stato",
    paired_at: "Associato",
    last_seen_at: "Ultimo contatto",
    archived_at: "Archiviato",
  },
  types: {
    card_terminal: "Terminale POS",
    receipt_printer: "Stampante scontrini",
    tablet: "Tablet",
    barcode_scanner: "Lettore di codici a barre",
  },
  statuses: {
    active: "Attivo",
    offline: "Non in linea",
    retired: "Dismesso",
  },
  validation: {
    serial: "Usa solo lettere, cifre, spazi e - . _ : /",
  },
  empty: {
    title: "Ancora nessun dispositivo",
    invite:
      "Registra POS, stampanti e tablet per sapere dove si trova ciascuno.",
  },
};

export default devices;
