/** The payment services company named in the footer (SPEC §1). */
export const PROVIDER_LEGAL_NAME = "Wellness Payments Ltd.";
