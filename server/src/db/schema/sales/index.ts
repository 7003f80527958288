export * from "./sales.js";
export * from "./saleItems.js";
export * from "./payments.js";
export * from "./saleTips.js";
export * from "./refunds.js";
export * from "./commissionEntries.js";
