import type { CatalogueOf } from "../../en";
import type enDevices from "../../en/resources/devices";

/** Russian texts of the devices screens (`resources.devices`). */
const devices: CatalogueOf<typeof enDevices> = {
  name: "Устройство |||| Устройства |||| Устройств",
  fields: {
    name: "Название",
    type: "Тип",
    serial_number: "Серийный номер",
    location_id: "Филиал",
    status: "Состояние",
    paired_at: "Подключено",
    last_seen_at: "Последняя связь",
    archived_at: "В архиве",
  },
  types: {
    card_terminal: "Платёжный терминал",
    receipt_printer: "Принтер чеков",
    tablet: "Планшет",
    barcode_scanner: "Сканер штрихкодов",
  },
  statuses: {
    active: "Работает",
    offline: "Не в сети",
    retired: "Списано",
  },
  validation: {
    serial: "Только буквы, цифры, пробелы и - . _ : /",
  },
  empty: {
    title: "Устройств пока нет",
    invite:
      "Зарегистрируйте терминалы, принтеры и планшеты, чтобы знать, где каждое из них.",
  },
};

export default devices;
