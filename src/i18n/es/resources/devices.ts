import type { CatalogueOf } from "../../en";
import type enDevices from "../../en/resources/devices";

/** Spanish texts of the devices screens (`resources.devices`). */
const devices: CatalogueOf<typeof enDevices> = {
  name: "Dispositivo |||| Dispositivos",
  fields: {
    name: "Nombre",
    type: "Tipo",
    serial_number: "Número de serie",
    location_id: "Local",
    status: "Estado",
    paired_at: "Vinculado",
    last_seen_at: "Última conexión",
    archived_at: "Archivado",
  },
  types: {
    card_terminal: "Datáfono",
    receipt_printer: "Impresora de tiques",
    tablet: "Tableta",
    barcode_scanner: "Lector de códigos de barras",
  },
  statuses: {
    active: "Activo",
    offline: "Sin conexión",
    retired: "Retirado",
  },
  validation: {
    serial: "Usa solo letras, dígitos, espacios y - . _ : /",
  },
  empty: {
    title: "Aún no hay dispositivos",
    invite:
      "Registra tus datáfonos, impresoras y tabletas para saber dónde está cada uno.",
  },
};

export default devices;
