export * from "./purchaseOrders.js";
export * from "./purchaseOrderLines.js";
export * from "./purchaseOrderEmails.js";
