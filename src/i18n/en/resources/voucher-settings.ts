/** English texts of the voucher settings (`resources.voucher-settings`). */
export default {
  name: "Voucher settings |||| Voucher settings",
  fields: {
    default_valid_for_value: "Vouchers are valid for",
    default_valid_for_unit: "Unit",
    code_length: "Code length",
    code_prefix: "Code prefix",
    allow_partial_redemption: "Allow paying part of the balance",
    redeemable_on_products: "Can pay for products",
    online_sales_enabled: "Sell vouchers online",
    terms_text: "Terms and conditions",
    updated_at: "Updated",
  },
  sections: {
    validity: "Default validity",
    codes: "Voucher codes",
    redemption: "Redemption",
  },
  validation: {
    code_length: "Codes have 6 to 16 characters.",
    code_prefix: "Use up to 6 letters and digits.",
    positive: "Enter a whole number greater than 0.",
  },
  notifications: {
    code_help:
      "New voucher codes are made of random capital letters and digits, after the prefix.",
  },
};
