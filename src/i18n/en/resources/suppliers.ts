/** English texts of the suppliers resource (`resources.suppliers`). */
export default {
  name: "Supplier |||| Suppliers",
  empty: {
    title: "No suppliers yet",
    invite: "Add the suppliers you order products from.",
  },
  fields: {
    id: "Id",
    name: "Name",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
    contact_first_name: "Contact first name",
    contact_last_name: "Contact last name",
    email: "E-mail",
    mobile: "Mobile",
    phone: "Phone",
    website: "Website",
    account_number: "Account number",
    address_line1: "Address",
    address_line2: "Address line 2",
    city: "City",
    region: "Region",
    postcode: "Postcode",
    country_code: "Country code",
    notes: "Notes",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
  sections: {
    contact: "Contact",
    address: "Address",
  },
  helpers: {
    email: "Purchase orders are sent to this address.",
  },
  validation: {
    website: "Enter a web address, for example https://example.com.",
    country_code: "Use the two-letter country code, for example GB.",
  },
};
