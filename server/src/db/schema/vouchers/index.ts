export * from "./vouchers.js";
export * from "./voucherTransactions.js";
