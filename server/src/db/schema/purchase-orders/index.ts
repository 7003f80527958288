export * from "./purchaseOrders.js";
export * from "./purchaseOrderLines.js";
