export * from "./voucherTypes.js";
export * from "./voucherTypeLinks.js";
