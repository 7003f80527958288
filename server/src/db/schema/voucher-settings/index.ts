export * from "./voucherSettings.js";
