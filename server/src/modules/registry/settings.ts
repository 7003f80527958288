import type { Area } from "./area.js";
import { locationsResource } from "../locations/index.js";
import { closeDatesResource } from "../close-dates/index.js";
import { departmentsResource } from "../departments/index.js";
import { invoiceSequencesResource } from "../invoice-sequences/index.js";
import { taxRatesResource } from "../tax-rates/index.js";
import { tipSettingsResource } from "../tip-settings/index.js";
import { paymentTypesResource } from "../payment-types/index.js";
import { devicesResource } from "../devices/index.js";
import { outboxResource } from "../outbox/index.js";
import { businessDetailsSingleton } from "../business-details/index.js";
import { billingDetailsSingleton } from "../billing-details/index.js";
import { onlineBookingSettingsSingleton } from "../online-booking-settings/index.js";

/** Settings area (service 14; business, billing, online booking and the outbox are merchant-only). */
export const settingsArea: Area = {
  resources: [
    locationsResource,
    closeDatesResource,
    departmentsResource,
    invoiceSequencesResource,
    taxRatesResource,
    tipSettingsResource,
    paymentTypesResource,
    devicesResource,
    outboxResource,
  ],
  singletons: [
    businessDetailsSingleton,
    billingDetailsSingleton,
    onlineBookingSettingsSingleton,
  ],
};
