export * from "./outboxMessages.js";
export * from "./clientNotificationEvents.js";
