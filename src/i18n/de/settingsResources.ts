import settings from "./resources/settings";
import locations from "./resources/locations";
import taxRates from "./resources/tax-rates";
import invoiceSequences from "./resources/invoice-sequences";
import tipSettings from "./resources/tip-settings";
import paymentTypes from "./resources/payment-types";
import closeDates from "./resources/close-dates";
import departments from "./resources/departments";
import devices from "./resources/devices";
import outbox from "./resources/outbox";
import businessDetails from "./resources/business-details";
import billingDetails from "./resources/billing-details";
import onlineBookingSettings from "./resources/online-booking-settings";

/** The settings area's catalogues (resources.*), spread into the German catalogue. */
const settingsResources = {
  settings: settings,
  locations: locations,
  "tax-rates": taxRates,
  "invoice-sequences": invoiceSequences,
  "tip-settings": tipSettings,
  "payment-types": paymentTypes,
  "close-dates": closeDates,
  departments: departments,
  devices: devices,
  outbox: outbox,
  "business-details": businessDetails,
  "billing-details": billingDetails,
  "online-booking-settings": onlineBookingSettings,
};

export default settingsResources;
